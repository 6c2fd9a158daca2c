import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { type BookingRules, useSaveBookingRules } from '../api/schedule-api';
import { horizonDaysOf, horizonForm, type HorizonUnit } from '../horizon';
import { ScheduleSection } from './schedule-section';

/** 'Fino a quando si prenota': the practice's booking horizon in days or months. */
export function HorizonSection({ rules }: { rules: BookingRules }) {
  const t = itSchedule.screens;
  const id = useId();
  const saved = horizonForm(rules.horizonDays);
  const [amount, setAmount] = useState(saved.amount);
  const [unit, setUnit] = useState<HorizonUnit>(saved.unit);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveBookingRules();
  const dirty = horizonDaysOf(amount, unit) !== rules.horizonDays;
  useUnsavedChangesGuard(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const horizonDays = horizonDaysOf(amount, unit);
    if (horizonDays === null) {
      setError(t.horizonInvalid);
      document.getElementById(`${id}-amount`)?.focus();
      return;
    }
    save.mutate(
      { ...rules, horizonDays },
      {
        onSuccess: () => toast.success(t.horizonSaved),
        onError: (err) => {
          const message = reportServerError(err, { title: t.rulesSaveError, fallback: t.rulesSaveError });
          if (isApiError(err) && err.status !== 0) setError(message);
        },
      },
    );
  };

  return (
    <ScheduleSection title={t.horizonTitle} hint={t.horizonHint}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-amount`}>{t.horizonLabel}</Label>
        <div className="flex flex-wrap items-center gap-3">
          <Input
            id={`${id}-amount`}
            className="w-20"
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(undefined);
            }}
          />
          <NativeSelect
            aria-label={t.horizonUnit}
            className="w-36"
            value={unit}
            onChange={(e) => {
              setUnit(e.target.value as HorizonUnit);
              setError(undefined);
            }}
          >
            <option value="days">{t.horizonDays}</option>
            <option value="months">{t.horizonMonths}</option>
          </NativeSelect>
          <Button type="submit" variant={dirty ? 'primary' : 'outline'} disabled={save.isPending}>
            {save.isPending ? <Spinner className="size-4 text-white" /> : <Save aria-hidden="true" />}
            {t.saveHorizon}
          </Button>
        </div>
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </form>
    </ScheduleSection>
  );
}

import { it } from '@sanity/shared/i18n/it';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { itReminders } from '@sanity/shared/i18n/it-reminders';
import { itSms } from '@sanity/shared/i18n/it-sms';
import { type NotificationSettings } from '@sanity/shared/schemas/platform-settings';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, FieldError } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { SwitchRow } from '../../../components/ui/switch-row';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { SmsUsageCard } from '../../notifications/public/sms-usage-card';
import { LeadChoices } from '../../schedule/public/lead-choices';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';

const n = itAdmin.adminPlatform.notifications;
const SWITCHES = [
  { key: 'confirmation', label: n.confirmation, hint: n.confirmationHint },
  { key: 'reminder', label: n.reminder, hint: n.reminderHint },
  { key: 'cancellation', label: n.cancellation, hint: n.cancellationHint },
] as const;

/** Which booking e-mails the platform sends and when the reminders go by default (issue 13 point 4, issue 26); the SMS cap and today's count (issue 26). */
export function NotificationSettingsSection() {
  const query = useNotificationSettings();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{n.title}</CardTitle>
          <CardDescription>{n.intro}</CardDescription>
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <LoadingText>{it.common.loadingShort}</LoadingText>
          ) : query.isError ? (
            <Alert title={n.loadError}>{errorMessage(query.error)}</Alert>
          ) : (
            // Keyed by the saved instant: a save elsewhere (another tab) starts the form again from it.
            <SettingsForm key={query.data.updatedAt ?? 'defaults'} initial={query.data.settings} updatedAt={query.data.updatedAt} />
          )}
        </CardContent>
      </Card>
      <SmsUsageCard />
    </div>
  );
}

/** A number field's text as the API wants it: NaN is not JSON, so null gets the server's own message for the field. */
const numberOrNull = (text: string) => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isNaN(value) ? null : value;
};

function SettingsForm({ initial, updatedAt }: { initial: NotificationSettings; updatedAt: string | null }) {
  const save = useSaveNotificationSettings();
  const [values, setValues] = useState(initial);
  const [cap, setCap] = useState(String(initial.smsDailyCap));
  const [error, setError] = useState<unknown>(null);
  const fields = error instanceof ApiError ? error.fields : {};
  const switchError = fields.confirmation ?? fields.reminder ?? fields.cancellation;
  const leadsError = Object.entries(fields).find(([key]) => key.startsWith('reminderLeadMinutes'))?.[1];
  const general = error && !leadsError && !fields.smsDailyCap && !switchError ? errorMessage(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate({ ...values, smsDailyCap: numberOrNull(cap) }, { onSuccess: () => toast.success(n.saved), onError: setError });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {general ? <Alert>{general}</Alert> : null}
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
        {SWITCHES.map(({ key, label, hint }) => (
          <SwitchRow key={key} label={label} hint={hint} checked={values[key]} onChange={(checked) => setValues((v) => ({ ...v, [key]: checked }))} />
        ))}
      </ul>
      {switchError ? <FieldError>{switchError}</FieldError> : null}
      <LeadChoices
        value={values.reminderLeadMinutes}
        onChange={(reminderLeadMinutes) => setValues((v) => ({ ...v, reminderLeadMinutes }))}
        legend={itReminders.adminLeadsLegend}
        hint={itReminders.adminLeadsHint}
        error={leadsError}
        disabled={!values.reminder}
      />
      <Field label={itSms.capLabel} required error={fields.smsDailyCap} hint={itSms.capHint}>
        {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={100000} step={1} value={cap} className="max-w-40" onChange={(e) => setCap(e.target.value)} />}
      </Field>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-0.5 text-xs text-slate-600">
          <p>{updatedAt ? n.updatedAt(formatDateTime(updatedAt) ?? updatedAt) : n.neverChanged}</p>
          <p>{n.propagation}</p>
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start sm:self-auto">
          {save.isPending ? <Spinner className="size-4 text-white" /> : null}
          {n.save}
        </Button>
      </div>
    </form>
  );
}

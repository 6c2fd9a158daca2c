import { zodResolver } from '@hookform/resolvers/zod';
import { CAP_MAX, PROVINCIA_MAX } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type PracticeAddress, type PracticeAddressInput, PracticeAddressSchema } from '@sanity/shared/schemas/practice-address';
import { MapPin, RotateCcw, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { MapLink } from '../../../components/ui/map-address';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { usePracticeAddress } from '../api/get-practice-address';
import { useDeletePracticeAddress, useSavePracticeAddress } from '../api/save-practice-address';

const addressFields = ['street', 'cap', 'city', 'province'] as const;

function formValues(address: PracticeAddress | null): PracticeAddressInput {
  return { street: address?.street ?? '', cap: address?.cap ?? '', city: address?.city ?? '', province: address?.province ?? '' };
}

/** The id settings links (e.g. the new doctor's checklist) can point at: /settings#indirizzo-studio. */
export const PRACTICE_ADDRESS_ANCHOR = 'indirizzo-studio';

/** Settings card 'Indirizzo dello studio' (issue 15): where the doctor receives patients, public, apart from the personal address. */
export function PracticeAddressCard() {
  const m = itSettings.practiceAddress;
  const query = usePracticeAddress();
  return (
    <Card id={PRACTICE_ADDRESS_ANCHOR} role="region" aria-labelledby={`${PRACTICE_ADDRESS_ANCHOR}-title`} className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={`${PRACTICE_ADDRESS_ANCHOR}-title`} className="flex items-center gap-2">
          <MapPin className="size-5 text-brand-700" aria-hidden="true" />
          {m.cardTitle}
        </CardTitle>
        <CardDescription>{m.cardHint}</CardDescription>
      </CardHeader>
      {query.isPending ? (
        <CardContent>
          <LoadingText>{it.common.loadingShort}</LoadingText>
        </CardContent>
      ) : query.isError ? (
        <CardContent className="flex flex-col items-start gap-3">
          <Alert>
            {m.loadError} {errorMessage(query.error)}
          </Alert>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            <RotateCcw aria-hidden="true" />
            {it.common.retry}
          </Button>
        </CardContent>
      ) : (
        // Keyed by what is stored: after a save or a removal the form starts again from the server's answer.
        <AddressForm key={JSON.stringify(query.data.address)} stored={query.data.address} />
      )}
    </Card>
  );
}

function AddressForm({ stored }: { stored: PracticeAddress | null }) {
  const m = itSettings.practiceAddress;
  const save = useSavePracticeAddress();
  const remove = useDeletePracticeAddress();
  const form = useForm<PracticeAddressInput, unknown, PracticeAddress>({
    resolver: zodResolver(PracticeAddressSchema),
    defaultValues: formValues(stored),
  });
  const { errors } = form.formState;
  useUnsavedChangesGuard(form.formState.isDirty);
  const busy = save.isPending || remove.isPending;

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () => toast.success(m.saved),
      onError: (error) => reportServerError(error, { title: m.saveError, fallback: m.saveError, form: { fields: addressFields, setError: form.setError } }),
    });
  });

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(m.removed),
      onError: (error) => reportServerError(error, { title: m.removeError, fallback: m.removeError }),
    });

  return (
    <form onSubmit={onSubmit} noValidate>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        {stored ? null : (
          <p className="text-sm text-slate-700 sm:col-span-2" role="note">
            {m.notSet}
          </p>
        )}
        {/* Autofill section 'studio': the browser must not pour the personal address in here. */}
        <Field label={m.street} error={errors.street?.message} required className="sm:col-span-2">
          {(control) => <Input {...control} autoComplete="section-studio address-line1" placeholder={m.streetPlaceholder} maxLength={120} {...form.register('street')} />}
        </Field>
        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <Field label={m.city} error={errors.city?.message} required>
            {(control) => <Input {...control} autoComplete="section-studio address-level2" maxLength={80} {...form.register('city')} />}
          </Field>
          <Field label={m.province} error={errors.province?.message} hint={m.provinceHint} required>
            {(control) => <Input {...control} autoComplete="section-studio address-level1" maxLength={PROVINCIA_MAX} className="uppercase" {...form.register('province')} />}
          </Field>
          <Field label={m.cap} error={errors.cap?.message} required>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="section-studio postal-code" maxLength={CAP_MAX} {...form.register('cap')} />}
          </Field>
        </div>
        {stored ? <MapLink address={stored} className="sm:col-span-2" /> : null}
      </CardContent>
      {/* Phones: 'Salva indirizzo' full width on top, the removal under it. */}
      <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:items-center sm:justify-end">
        {stored ? (
          <Button variant="ghost" className={danger.ghost} onClick={onRemove} disabled={busy}>
            {remove.isPending ? <Spinner className="size-4" /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? m.removing : m.remove}
          </Button>
        ) : null}
        <Button type="submit" disabled={busy}>
          {save.isPending ? <Spinner className="size-4 text-white" /> : null}
          {save.isPending ? it.common.saving : m.save}
        </Button>
      </CardFooter>
    </form>
  );
}

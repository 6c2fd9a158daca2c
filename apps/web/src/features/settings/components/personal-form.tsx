import { zodResolver } from '@hookform/resolvers/zod';
import { CAP_MAX, PROVINCIA_MAX } from '@sanity/shared/constants';
import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { type ProfileUpdate, type ProfileUpdateInput, ProfileUpdateSchema } from '@sanity/shared/schemas/users';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useUpdateUser } from '../../users/api/update-user';

const personalFields = ['telefono', 'indirizzo', 'cap', 'citta', 'provincia'] as const;

function personalValues(user: User): ProfileUpdateInput {
  return {
    telefono: user.telefono ?? '',
    indirizzo: user.indirizzo ?? '',
    cap: user.cap ?? '',
    citta: user.citta ?? '',
    provincia: user.provincia ?? '',
  };
}

/** Personal information (spec §2 Profile settings): contact and address; the names are NameForm's. */
export function PersonalForm({ user }: { user: User }) {
  const s = itSettings.settings;
  const update = useUpdateUser(user.id);
  const form = useForm<ProfileUpdateInput, unknown, ProfileUpdate>({
    resolver: zodResolver(ProfileUpdateSchema),
    defaultValues: personalValues(user),
  });
  const { errors } = form.formState;
  useUnsavedChangesGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit((values) => {
    const body: ProfileUpdate = Object.fromEntries(personalFields.map((k) => [k, values[k] ?? null]));
    update.mutate(body, {
      onSuccess: ({ user: saved }) => {
        form.reset(personalValues(saved));
        toast.success(s.saved);
      },
      onError: (error) => reportServerError(error, { title: s.saveError, fallback: s.saveError, form: { fields: personalFields, setError: form.setError } }),
    });
  });

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle>{s.personal}</CardTitle>
          <CardDescription>{s.personalHint}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {/* The names have their own card (NameForm, issue 24); the e-mail changes under 'Sicurezza'. */}
          <Field label={itAuth.auth.email} className="sm:col-span-2">
            {(control) => <Input {...control} type="email" value={user.email} disabled readOnly />}
          </Field>
          <Field label={s.telefono} error={errors.telefono?.message} className="sm:col-span-2">
            {(control) => <Input {...control} type="tel" autoComplete="tel" placeholder={itAuth.auth.phonePlaceholder} {...form.register('telefono')} />}
          </Field>
          <Field label={s.indirizzo} error={errors.indirizzo?.message} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="street-address" {...form.register('indirizzo')} />}
          </Field>
          <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <Field label={s.citta} error={errors.citta?.message}>
              {(control) => <Input {...control} autoComplete="address-level2" {...form.register('citta')} />}
            </Field>
            <Field label={s.provincia} error={errors.provincia?.message} hint={s.provinciaHint}>
              {(control) => <Input {...control} autoComplete="address-level1" maxLength={PROVINCIA_MAX} className="uppercase" {...form.register('provincia')} />}
            </Field>
            <Field label={s.cap} error={errors.cap?.message} hint={s.capHint}>
              {(control) => <Input {...control} inputMode="numeric" autoComplete="postal-code" maxLength={CAP_MAX} {...form.register('cap')} />}
            </Field>
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? <Spinner className="size-4 text-white" /> : null}
            {update.isPending ? it.common.saving : s.savePersonal}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

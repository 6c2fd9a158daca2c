import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_PART_MAX } from '@sanity/shared/constants';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { renamedDisplayName } from '@sanity/shared/domain/names';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { type NameChange, NameChangeSchema } from '@sanity/shared/schemas/users';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { reportServerError } from '../../../lib/server-error';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useChangeName } from '../../users/api/change-name';

const nameFields = ['nome', 'cognome'] as const;

/**
 * 'Nome e cognome' (issue 24): a typo made at registration can be corrected. A patient's change is
 * applied at once; an approved doctor's waits for the admin, and the card says which name is waiting.
 */
export function NameForm({ user }: { user: User }) {
  const s = itSettings.settings;
  const change = useChangeName(user.id);
  const titleId = useId();
  // The form starts from the name waiting for approval, if any: that is the one the doctor last chose.
  const start = user.pendingName ?? { nome: user.nome, cognome: user.cognome };
  const form = useForm<NameChange>({ resolver: zodResolver(NameChangeSchema), defaultValues: start });
  const { errors, isDirty } = form.formState;
  useUnsavedChangesGuard(isDirty);
  const reviewed = isDoctorRole(user.role) && user.isVerified;
  const pending = user.pendingName ? renamedDisplayName(user.displayName, user.pendingName.nome, user.pendingName.cognome) : null;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ user: saved }) => {
        form.reset(saved.pendingName ?? { nome: saved.nome, cognome: saved.cognome });
        toast.success(saved.pendingName ? s.nameRequested : s.nameSaved);
      },
      onError: (error) => reportServerError(error, { title: s.saveError, fallback: s.saveError, form: { fields: nameFields, setError: form.setError } }),
    }),
  );

  return (
    <Card role="region" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <CardHeader>
          <CardTitle id={titleId}>{s.nameTitle}</CardTitle>
          <CardDescription>{reviewed ? s.nameDoctorHint : s.nameHint}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label={s.nome} error={errors.nome?.message} required>
            {(control) => <Input {...control} autoComplete="given-name" maxLength={NAME_PART_MAX} {...form.register('nome')} />}
          </Field>
          <Field label={s.cognome} error={errors.cognome?.message} required>
            {(control) => <Input {...control} autoComplete="family-name" maxLength={NAME_PART_MAX} {...form.register('cognome')} />}
          </Field>
          <Field label={s.displayName} className="sm:col-span-2">
            {(control) => <Input {...control} value={user.displayName} disabled readOnly />}
          </Field>
          {pending ? (
            <Alert tone="info" className="sm:col-span-2">
              {s.namePending(pending)}
            </Alert>
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner className="size-4 text-white" /> : null}
            {change.isPending ? it.common.saving : s.saveName}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

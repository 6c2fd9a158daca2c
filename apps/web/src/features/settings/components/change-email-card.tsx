import { zodResolver } from '@hookform/resolvers/zod';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { ChangeEmailSchema } from '@sanity/shared/schemas/account';
import { type User } from '@sanity/shared/schemas/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { type z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/server-error';
import { useChangeEmail } from '../../auth/api/change-email';

type ChangeEmailInput = z.input<typeof ChangeEmailSchema>;
type ChangeEmailOutput = z.output<typeof ChangeEmailSchema>;

const empty: ChangeEmailInput = { email: '', currentPassword: '' };

/**
 * 'Cambia indirizzo email' (issue 12): the new address gets a link and replaces the current one
 * only once it is followed, so the card says where the link went and the account keeps its address.
 */
export function ChangeEmailCard({ user }: { user: User }) {
  const s = itSettings.security;
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailOutput>({ resolver: zodResolver(ChangeEmailSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setSentTo(null);
    // An account signed up with Google has no password: an empty field is left out of the body.
    const body = { email: values.email, ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}) };
    change.mutate(body, {
      onSuccess: () => {
        form.reset(empty);
        setSentTo(body.email);
      },
      onError: (error) => {
        // A refusal about a field is shown under it alone; any other reason in a toast.
        if (!setServerFieldErrors(error, { fields: ['email', 'currentPassword'], setError: form.setError })) toast.error(errorMessage(error));
      },
    });
  });

  return (
    <Card>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <CardHeader>
          <CardTitle as="h3">{s.changeEmailTitle}</CardTitle>
          <CardDescription className="break-words">{s.changeEmailHint(user.email)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {sentTo ? (
            <Alert tone="info" className="sm:col-span-2">
              {s.changeEmailSent(sentTo)}
            </Alert>
          ) : null}
          <Field label={s.newEmail} error={errors.email?.message} required>
            {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={itAuth.auth.emailPlaceholder} {...form.register('email')} />}
          </Field>
          <Field label={s.currentPassword} error={errors.currentPassword?.message} hint={s.changeEmailPasswordHint}>
            {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />}
          </Field>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner className="size-4 text-white" /> : null}
            {s.changeEmailSubmit}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

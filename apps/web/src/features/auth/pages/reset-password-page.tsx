import { zodResolver } from '@hookform/resolvers/zod';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { ResetPasswordSchema, VerifyEmailSchema } from '@sanity/shared/schemas/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { type z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { meQueryKey } from '../api/get-me';
import { useResetPassword } from '../api/reset-password';
import { LinkPageFrame } from '../components/link-page-frame';

type ResetInput = z.input<typeof ResetPasswordSchema>;
type ResetOutput = z.output<typeof ResetPasswordSchema>;

/**
 * /reimposta-password?token=… (issue 12), signed in or out: a new password twice, checked with
 * the server's own schema (length, the common-password list, the match). Every session of the
 * account ends on success, this browser's too, so the page ends with a link to sign in.
 */
export function ResetPasswordPage() {
  const s = itSettings.security;
  usePageTitle(s.resetTitle);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Same rule as every link token: a mangled one is refused before asking for a password.
  const wellFormed = VerifyEmailSchema.safeParse({ token }).success;
  const reset = useResetPassword();
  const [outcome, setOutcome] = useState<'form' | 'done' | 'invalid'>(wellFormed ? 'form' : 'invalid');
  const form = useForm<ResetInput, unknown, ResetOutput>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate(values, {
      onSuccess: () => {
        setOutcome('done');
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      },
      onError: (error) => {
        const fields = isApiError(error) ? error.fields : {};
        if (fields.password || fields.confirmPassword) {
          if (fields.password) form.setError('password', { message: fields.password });
          if (fields.confirmPassword) form.setError('confirmPassword', { message: fields.confirmPassword });
        } else if (isApiError(error, 400)) {
          setOutcome('invalid');
        } else {
          toast.error(errorMessage(error));
        }
      },
    });
  });

  const toLogin = (
    <Link to="/auth" className={buttonClasses(outcome === 'done' ? 'primary' : 'outline', 'lg', 'w-full')}>
      {s.goToLogin}
    </Link>
  );

  return (
    <LinkPageFrame title={s.resetTitle}>
      {outcome === 'invalid' ? (
        <>
          <Alert>{s.resetLinkInvalid}</Alert>
          {toLogin}
        </>
      ) : outcome === 'done' ? (
        <>
          <Alert tone="success">{s.resetDone}</Alert>
          {toLogin}
        </>
      ) : (
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
          <Field label={s.newPassword} error={errors.password?.message} required>
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label={s.confirmNewPassword} error={errors.confirmPassword?.message} required>
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
          </Field>
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? <Spinner className="size-4 text-white" /> : null}
            {s.resetSubmit}
          </Button>
        </form>
      )}
    </LinkPageFrame>
  );
}

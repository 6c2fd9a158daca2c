import { zodResolver } from '@hookform/resolvers/zod';
import { REDIRECT_AFTER_LOGIN_MS } from '@sanity/shared/constants';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type LoginInput, LoginSchema } from '@sanity/shared/schemas/auth';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/server-error';
import { useLogin } from '../api/login';
import { ForgotPasswordDialog } from './forgot-password-dialog';

/** `next`: where to go once signed in (a checked path of this site; none: '/', which leads to the dashboard). */
export function LoginForm({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const login = useLogin();
  const fallbackTimer = useRef<number | undefined>(undefined);
  const form = useForm<LoginInput>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const [forgotOpen, setForgotOpen] = useState(false);

  useEffect(() => () => window.clearTimeout(fallbackTimer.current), []);

  const submit = (values: LoginInput) => {
    login.mutate(values, {
      onSuccess: () => {
        void navigate(next ?? '/');
        // Spec §2: if the browser is still on /auth after 3 s, redirect manually.
        fallbackTimer.current = window.setTimeout(() => {
          if (window.location.pathname === '/auth') void navigate(next ?? '/', { replace: true });
        }, REDIRECT_AFTER_LOGIN_MS);
      },
      onError: (error) => {
        setServerFieldErrors(error, { fields: ['email', 'password'], setError: form.setError });
        // No toast: the red box above the fields already says it (role="alert"), and the same words twice
        // read as two failures; the box stays beside the form until the next try (docs/ux-choices.md).
      },
    });
  };

  return (
    <>
      <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate className="flex flex-col gap-5">
        {login.isError ? <Alert title={itAuth.auth.loginErrorTitle}>{errorMessage(login.error, itAuth.auth.loginErrorDefault)}</Alert> : null}
        <Field label={itAuth.auth.email} error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={itAuth.auth.emailPlaceholder} {...form.register('email')} />
          )}
        </Field>
        <Field label={itAuth.auth.password} error={errors.password?.message}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <Button type="button" variant="link" className="-mt-2 self-end text-sm" onClick={() => setForgotOpen(true)}>
          {itSettings.security.forgotLink}
        </Button>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
          {login.isPending ? <Spinner className="size-4 text-white" /> : null}
          {itAuth.auth.loginButton}
        </Button>
      </form>
      {/* Mounted when opened: each opening starts from the address typed so far, with nothing sent yet. */}
      {forgotOpen ? <ForgotPasswordDialog onClose={() => setForgotOpen(false)} initialEmail={form.getValues('email')} /> : null}
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { ChangePasswordSchema } from '@sanity/shared/schemas/account';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { type z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { setServerFieldErrors } from '../../../lib/server-error';
import { useChangePassword } from '../../auth/api/change-password';

type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
type ChangePasswordOutput = z.output<typeof ChangePasswordSchema>;

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;
const empty: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** 'Cambia password' (issue 12): the current one, the new one twice; every other session ends. */
export function ChangePasswordCard() {
  const s = itSettings.security;
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordOutput>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        form.reset(empty);
        toast.success(s.passwordChanged);
      },
      onError: (error) => {
        // A refusal about a field is shown under it alone; any other reason in a toast.
        if (!setServerFieldErrors(error, { fields, setError: form.setError })) toast.error(errorMessage(error));
      },
    });
  });

  return (
    <Card>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <CardHeader>
          <CardTitle as="h3">{s.changePasswordTitle}</CardTitle>
          <CardDescription>{s.changePasswordHint}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          <Field label={s.currentPassword} error={errors.currentPassword?.message} required className="sm:col-span-2">
            {(control) => <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />}
          </Field>
          <Field label={s.newPassword} error={errors.password?.message} required>
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
          </Field>
          <Field label={s.confirmNewPassword} error={errors.confirmPassword?.message} required>
            {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirmPassword')} />}
          </Field>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? <Spinner className="size-4 text-white" /> : null}
            {s.changePasswordSubmit}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { ForgotPasswordSchema } from '@sanity/shared/schemas/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { type z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useForgotPassword } from '../api/forgot-password';

type ForgotInput = z.input<typeof ForgotPasswordSchema>;
type ForgotOutput = z.output<typeof ForgotPasswordSchema>;

/**
 * 'Password dimenticata?' (issue 12): the address, then the same answer whatever it is, so the
 * dialog never tells whether an account exists. Rendered outside the login <form>: React events
 * bubble through portals, and this form's submit must not submit the login.
 */
export function ForgotPasswordDialog({ onClose, initialEmail }: { onClose: () => void; initialEmail: string }) {
  const s = itSettings.security;
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotInput, unknown, ForgotOutput>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: initialEmail } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (isApiError(error) && error.fields.email) form.setError('email', { message: error.fields.email });
        else toast.error(errorMessage(error));
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{s.forgotTitle}</DialogTitle>
          <DialogDescription>{s.forgotText}</DialogDescription>
        </DialogHeader>
        {sent ? (
          <>
            <Alert tone="info">{s.forgotSent}</Alert>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {it.common.close}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <Field label={itAuth.auth.email} error={errors.email?.message} required>
              {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" placeholder={itAuth.auth.emailPlaceholder} {...form.register('email')} />}
            </Field>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {it.common.cancel}
              </Button>
              <Button type="submit" disabled={forgot.isPending}>
                {forgot.isPending ? <Spinner className="size-4 text-white" /> : null}
                {s.forgotSubmit}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

import { formatSmsPhone, parseSmsPhone } from '@sanity/shared/domain/notifications/sms-phone';
import { it } from '@sanity/shared/i18n/it';
import { itSms as s } from '@sanity/shared/i18n/it-sms';
import type { NotificationPreferences } from '@sanity/shared/schemas/notification-preferences';
import { CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, danger } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRemovePhone, useRequestPhoneCode, useVerifyPhone } from '../api/preferences';

/** The field's own message when the server named it, else the message above the form. */
function split(error: unknown, field: string): { field?: string; general?: string } {
  if (!error) return {};
  if (error instanceof ApiError && error.fields[field]) return { field: error.fields[field] };
  return { general: errorMessage(error) };
}

/**
 * 'Numero di cellulare' (issue 26): the verified number, or the number to verify and then the
 * six-digit code it received. The number is checked with the server's own rule before sending
 * (a landline is refused in the same words), and kept in E.164.
 */
export function PhoneCard({ prefs }: { prefs: NotificationPreferences }) {
  const request = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const remove = useRemovePhone();
  const [changing, setChanging] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [code, setCode] = useState('');

  const askCode = (number: string) => {
    verify.reset();
    setCode('');
    request.mutate(number, { onSuccess: () => setChanging(false) });
  };

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSmsPhone(phone);
    setPhoneError(parsed.ok ? null : parsed.message);
    if (parsed.ok) askCode(parsed.e164);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(code.trim(), { onSuccess: () => toast.success(s.phoneVerifiedToast) });
  };

  const requestError = split(request.error, 'phone');
  const verifyError = split(verify.error, 'code');
  const pending = !changing ? prefs.pending : null;
  const showPhoneForm = changing || (!prefs.smsPhone && !pending);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{s.phoneTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {prefs.smsPhone && !changing ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
              <CircleCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {s.phoneVerified(formatSmsPhone(prefs.smsPhone))}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" onClick={() => setChanging(true)}>
                {s.phoneChange}
              </Button>
              <Button variant="ghost" className={danger.ghost} disabled={remove.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success(s.phoneRemoved) })}>
                {s.phoneRemove}
              </Button>
            </div>
          </div>
        ) : null}
        {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}

        {showPhoneForm ? (
          <form onSubmit={submitPhone} noValidate className="flex flex-col gap-3">
            {requestError.general ? <Alert>{requestError.general}</Alert> : null}
            <Field label={s.phoneLabel} required hint={s.phoneHint} error={phoneError ?? requestError.field}>
              {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} className="sm:max-w-64" />}
            </Field>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={request.isPending}>
                {s.phoneSend}
              </Button>
              {changing ? (
                <Button variant="ghost" onClick={() => setChanging(false)}>
                  {it.common.cancel}
                </Button>
              ) : null}
            </div>
          </form>
        ) : null}

        {pending ? (
          <form onSubmit={submitCode} noValidate className="flex flex-col gap-3">
            <p role="status" className="text-sm text-slate-700">
              {s.codeSentTo(formatSmsPhone(pending.phone))}
            </p>
            {verifyError.general ? <Alert>{verifyError.general}</Alert> : null}
            {requestError.general ? <Alert>{requestError.general}</Alert> : null}
            <Field label={s.codeLabel} required error={verifyError.field ?? requestError.field}>
              {(control) => (
                <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} className="max-w-40 tracking-widest" />
              )}
            </Field>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={verify.isPending}>
                {s.codeVerify}
              </Button>
              <Button variant="outline" disabled={request.isPending} onClick={() => askCode(pending.phone)}>
                {s.codeResend}
              </Button>
              <Button variant="ghost" onClick={() => setChanging(true)}>
                {s.phoneChange}
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}

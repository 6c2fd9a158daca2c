import { zodResolver } from '@hookform/resolvers/zod';
import { type CalDavConnect, type CalDavConnectInput, CalDavConnectSchema } from '@sanity/shared/schemas/calendar';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useConnectCalDav } from '../api/connect-caldav';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

const c = itCalendar;
const fieldNames = ['serverUrl', 'username', 'password'] as const;

/**
 * 'Collega un calendario CalDAV' (iCloud, Nextcloud, Fastmail…): server URL, user name and app
 * password. The server checks them with the CalDAV server while the doctor waits; its Italian
 * refusal (wrong credentials, server not answering, no usable calendar) is shown above the button.
 */
export function CalDavForm({ onConnected }: { onConnected?: () => void }) {
  const connect = useConnectCalDav();
  const form = useForm<CalDavConnectInput, unknown, CalDavConnect>({
    resolver: zodResolver(CalDavConnectSchema),
    defaultValues: { serverUrl: '', username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    connect.mutate(values, {
      onSuccess: () => {
        form.reset();
        onConnected?.();
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fields)) {
            if ((fieldNames as readonly string[]).includes(field)) form.setError(field as (typeof fieldNames)[number], { message });
          }
        }
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={c.caldavTitle}>
      <p className="text-sm text-slate-600">{c.caldavIntro}</p>
      <Field label={c.serverUrl} hint={c.serverUrlHint} error={errors.serverUrl?.message} required>
        {(control) => <Input {...control} type="url" inputMode="url" autoComplete="url" spellCheck={false} placeholder="https://" {...form.register('serverUrl')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={c.username} hint={c.usernameHint} error={errors.username?.message} required>
          {(control) => <Input {...control} autoComplete="username" spellCheck={false} autoCapitalize="none" {...form.register('username')} />}
        </Field>
        <Field label={c.appPassword} hint={c.appPasswordHint} error={errors.password?.message} required>
          {(control) => <Input {...control} type="password" autoComplete="off" {...form.register('password')} />}
        </Field>
      </div>
      {connect.isError ? <Alert>{errorMessage(connect.error)}</Alert> : null}
      <div>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? <Spinner className="size-4 text-white" /> : null}
          {connect.isPending ? c.caldavChecking : c.caldavSubmit}
        </Button>
      </div>
    </form>
  );
}

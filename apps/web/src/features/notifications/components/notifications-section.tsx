import { it } from '@sanity/shared/i18n/it';
import { itSms as s } from '@sanity/shared/i18n/it-sms';
import type { NotificationPreferences } from '@sanity/shared/schemas/notification-preferences';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { SwitchRow } from '../../../components/ui/switch-row';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences, useSavePreferences } from '../api/preferences';
import { ContactClaimsCard } from '../../contact-claims/public/contact-claims-card';
import { PhoneCard } from './phone-card';

function Channels({ prefs }: { prefs: NotificationPreferences }) {
  const save = useSavePreferences();
  const change = (next: Partial<Pick<NotificationPreferences, 'emailReminders' | 'sms'>>) =>
    save.mutate({ emailReminders: prefs.emailReminders, sms: prefs.sms, ...next }, { onSuccess: () => toast.success(s.saved) });
  return (
    <div className="flex flex-col gap-3">
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <ul className="flex flex-col divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-card">
        <SwitchRow label={s.emailLabel} hint={s.emailHint} checked={prefs.emailReminders} disabled={save.isPending} onChange={(on) => change({ emailReminders: on })} />
        <SwitchRow
          label={s.smsLabel}
          hint={prefs.smsPhone ? s.smsHint : `${s.smsHint} ${s.smsNeedsPhone}`}
          checked={prefs.sms}
          disabled={save.isPending || !prefs.smsPhone}
          onChange={(on) => change({ sms: on })}
        />
      </ul>
    </div>
  );
}

/**
 * 'Notifiche' in /settings (issue 26): the patient's reminder channels and the mobile number SMS go
 * to, verified by a code. Part of the settings chunk, which only that route loads.
 */
export function NotificationsSection() {
  const query = useNotificationPreferences();
  return (
    <Section id="notifiche" title={s.title} className="gap-4">
      <p className="-mt-2 text-sm text-slate-600">{s.intro}</p>
      {query.isPending ? (
        <LoadingText>{it.common.loadingShort}</LoadingText>
      ) : query.isError ? (
        <Alert title={s.loadError}>{errorMessage(query.error)}</Alert>
      ) : (
        <>
          <Channels prefs={query.data} />
          <PhoneCard prefs={query.data} />
          {/* ADR 0039: once the number is verified, the visits a practice registered at it. */}
          {query.data.smsPhone ? <ContactClaimsCard key={query.data.smsPhone} /> : null}
        </>
      )}
    </Section>
  );
}

import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { Section } from '../../../components/ui/page-header';
import { ChangeEmailCard } from './change-email-card';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';

/** 'Sicurezza' in /settings (issue 12): password, e-mail address and the signed-in devices. */
export function SecuritySection({ user }: { user: User }) {
  const s = itSettings.security;
  return (
    <Section id="sicurezza" title={s.securityTitle} className="gap-4">
      <p className="-mt-2 text-sm text-slate-600">{s.securityIntro}</p>
      <ChangePasswordCard />
      <ChangeEmailCard key={`email-${user.email}`} user={user} />
      <SessionsCard />
    </Section>
  );
}

import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/use-page-title';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { useActingPractice, useCurrentUser } from '../../auth/api/get-me';
import { StaffCard } from '../../staff/public/staff-card';
import { LogoutButton } from '../../auth/public/logout-button';
import { CalendarCard } from '../../calendar/public/calendar-card';
import { FamilyCard } from '../../family/public/family-card';
import { NotificationsSection } from '../../notifications/public/notifications-section';
import { PracticeCard } from '../../practice/public/practice-card';
import { PracticeAddressCard } from '../../practice/public/practice-address-card';
import { RemindersCard } from '../../schedule/public/reminders-card';
import { ScheduleCard } from '../../schedule/public/schedule-card';
import { VideoSettingsCard } from '../../video/public/video-settings-card';
import { LazyTokensSection } from '../../api-access/public/tokens-section';
import { LazyPracticeWebhooksSection } from '../../api-access/public/practice-webhooks-section';
import { NameForm } from '../components/name-form';
import { PersonalForm } from '../components/personal-form';
import { ProfessionalForm } from '../components/professional-form';
import { PrivacySection } from '../components/privacy-section';
import { SecuritySection } from '../components/security-section';

/** /settings: 'Impostazioni Profilo' (spec §2 Profile settings). */
export function SettingsPage() {
  const user = useCurrentUser();
  const s = itSettings.settings;
  // Issue 30: in a doctor's practice as staff, its closures first; the rest is the person's own account.
  const practice = useActingPractice();
  const doctor = isDoctorRole(user.role) && !practice;
  usePageTitle(s.title);
  // Links such as /settings#indirizzo-studio (the new doctor's checklist) land on their card.
  useScrollToHash();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={s.title} description={s.subtitle} />
      {practice ? <ScheduleCard desk={practice} /> : null}
      <NameForm key={`name-${user.id}`} user={user} />
      <PersonalForm key={`personal-${user.id}`} user={user} />
      {doctor ? (
        <>
          <ProfessionalForm key={`professional-${user.id}`} user={user} />
          <CalendarCard />
          <VideoSettingsCard />
          <PracticeAddressCard />
          <PracticeCard user={user} />
          <ScheduleCard />
          <RemindersCard />
          <LazyPracticeWebhooksSection />
          <StaffCard />
        </>
      ) : (
        <>
          {/* Issue 30: the people in the patient's care, for whom they book. */}
          <FamilyCard />
          <NotificationsSection />
        </>
      )}
      <SecuritySection user={user} />
      <LazyTokensSection />
      <PrivacySection />
      {/* Small screens have no left navigation: the account actions live here. */}
      <Card className="md:hidden">
        <CardHeader>
          <CardTitle>{s.account}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          {doctor ? (
            <Link to={`/doctor/${encodeURIComponent(user.id)}`} className={buttonClasses('outline', 'lg', 'w-full')}>
              <UserRound aria-hidden="true" />
              {it.shell.myAccount}
            </Link>
          ) : null}
          <LogoutButton className={buttonClasses('outline', 'lg', 'w-full')} />
        </CardContent>
      </Card>
    </div>
  );
}

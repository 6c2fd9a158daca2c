import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itReviewsScreens } from '@sanity/shared/i18n/it-reviews';
import { CreditCard, ShieldQuestion, Stethoscope, UserRound, Users, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminOverview } from '../api/get-overview';
import { AccountsSection } from '../components/accounts-section';
import { AuditSection } from '../components/audit-section';
import { DeadLettersSection } from '../components/dead-letters-section';
import { DoctorApprovalsSection } from '../components/doctor-approvals-section';
import { NotificationSettingsSection } from '../components/notification-settings-section';
import { PlansSection } from '../components/plans-section';
import { SectorsSection } from '../components/sectors-section';
import { LazyAdminReviewsSection } from '../../reviews/public/admin-reviews-section';
import { LazyPlatformWebhooksSection } from '../../api-access/public/platform-webhooks-section';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    // On a phone two to a row, without the icon: five cards one under the other pushed the tabs below the fold.
    <Card className="grid content-start items-center gap-x-4 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:content-normal sm:p-5">
      <dt className="contents">
        <span className="row-span-2 hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:inline-flex">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="text-sm leading-snug break-words text-slate-600">{label}</span>
      </dt>
      <dd className="text-2xl font-semibold tracking-tight text-slate-900 sm:col-start-2">{value === undefined ? '–' : value.toLocaleString('it-IT')}</dd>
    </Card>
  );
}

/** The sections of /admin, in the order of the tabs; `?sezione=` keeps the open one in the URL. */
const SECTIONS = [
  { id: 'medici', label: itSettings.admin.sections.doctors, Content: DoctorApprovalsSection },
  // Issue 28: the reviews the automatic check held and the reported ones.
  { id: 'recensioni', label: itReviewsScreens.adminTab, Content: LazyAdminReviewsSection },
  { id: 'account', label: itSettings.admin.sections.accounts, Content: AccountsSection },
  { id: 'settori', label: itSettings.admin.sections.sectors, Content: SectorsSection },
  { id: 'piani', label: itSettings.admin.sections.plans, Content: PlansSection },
  { id: 'notifiche', label: itSettings.admin.sections.notifications, Content: NotificationSettingsSection },
  { id: 'lavori', label: itSettings.admin.sections.jobs, Content: DeadLettersSection },
  { id: 'registro', label: itSettings.admin.sections.audit, Content: AuditSection },
  // Issue 31: the platform-wide webhook endpoints (its code loads with the tab).
  { id: 'webhook', label: itApiAccess.webhooks.section, Content: LazyPlatformWebhooksSection },
] as const;

/** /admin, admins only (spec §2 Admin area, issue 13): headline counts, then one tab per admin task. */
export function AdminPage() {
  const a = itSettings.admin;
  usePageTitle(a.title);
  const overview = useAdminOverview();
  const data = overview.data;
  const [params, setParams] = useSearchParams();
  const requested = params.get('sezione');
  const current = SECTIONS.find((s) => s.id === requested)?.id ?? SECTIONS[0].id;
  const tabsRef = useRef<HTMLDivElement>(null);
  // The chosen tab in view inside the scrolling row (a link to ?sezione=registro on a phone);
  // sideways only, so that the page itself does not jump.
  useEffect(() => {
    const list = tabsRef.current;
    const tab = list?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    if (!list || !tab) return;
    if (tab.offsetLeft < list.scrollLeft || tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = tab.offsetLeft - 4;
  }, [current]);

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={a.title} description={a.subtitle} />
      {overview.isError ? <Alert title={a.loadError}>{errorMessage(overview.error)}</Alert> : null}
      <dl aria-label={a.overviewLabel} aria-busy={overview.isPending} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-3 2xl:grid-cols-5">
        <Stat icon={Users} label={a.users} value={data?.users} />
        <Stat icon={Stethoscope} label={a.doctors} value={data?.doctors} />
        <Stat icon={UserRound} label={a.patients} value={data?.patients} />
        <Stat icon={CreditCard} label={a.activeMemberships} value={data?.activeMemberships} />
        <Stat icon={ShieldQuestion} label={itSettings.adminDoctors.pendingStat} value={data?.pendingDoctors} />
      </dl>
      <Tabs
        value={current}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          next.set('sezione', value);
          setParams(next, { replace: true });
        }}
        className="flex flex-col gap-6"
      >
        {/* One row that scrolls sideways on a phone rather than three rows of tabs (issue 24). */}
        <TabsList ref={tabsRef} aria-label={a.sectionsLabel} className="relative flex h-auto w-full justify-start overflow-x-auto">
          {SECTIONS.map((s) => (
            <TabsTrigger key={s.id} value={s.id} className="flex-none whitespace-nowrap">
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {SECTIONS.map(({ id, Content }) => (
          <TabsContent key={id} value={id}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

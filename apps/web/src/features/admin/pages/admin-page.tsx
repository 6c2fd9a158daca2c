import { it } from '@sanity/shared/i18n/it';
import { Bell, BellRing, CreditCard, FileCheck2, Stethoscope, UserCheck, UserRound, Users, type LucideIcon } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminOverview } from '../api/get-overview';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <Card className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 p-5">
      <dt className="contents">
        <span className="row-span-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <span className="text-sm leading-snug break-words text-slate-600">{label}</span>
      </dt>
      <dd className="col-start-2 text-2xl font-semibold tracking-tight text-slate-900">{value === undefined ? '–' : value.toLocaleString('it-IT')}</dd>
    </Card>
  );
}

function PlaceholderGroup({ title, buttons }: { title: string; buttons: { label: string; icon: LucideIcon }[] }) {
  const a = it.admin;
  const noteId = `note-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription id={noteId}>{a.placeholderNote}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {buttons.map((b) => (
          <Button key={b.label} variant="outline" disabled aria-describedby={noteId}>
            <b.icon aria-hidden="true" />
            {b.label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}

/** /admin, admins only (spec §2 Admin area): headline counts and the two placeholder groups. */
export function AdminPage() {
  const a = it.admin;
  usePageTitle(a.title);
  const overview = useAdminOverview();
  const data = overview.data;

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={a.title} description={a.subtitle} />
      {overview.isError ? <Alert title={a.loadError}>{errorMessage(overview.error)}</Alert> : null}
      <dl aria-label={a.overviewLabel} aria-busy={overview.isPending} className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        <Stat icon={Users} label={a.users} value={data?.users} />
        <Stat icon={Stethoscope} label={a.doctors} value={data?.doctors} />
        <Stat icon={UserRound} label={a.patients} value={data?.patients} />
        <Stat icon={CreditCard} label={a.activeMemberships} value={data?.activeMemberships} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <PlaceholderGroup
          title={a.notifications}
          buttons={[
            { label: a.notificationsEmail, icon: Bell },
            { label: a.notificationsReminders, icon: BellRing },
          ]}
        />
        <PlaceholderGroup
          title={a.doctorApproval}
          buttons={[
            { label: a.approveDoctors, icon: UserCheck },
            { label: a.reviewDocuments, icon: FileCheck2 },
          ]}
        />
      </div>
    </div>
  );
}

import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CircleAlert, Users } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAgendaRole } from '../../auth/api/get-me';
import { crmPatientsQueryOptions } from '../api/get-crm-patients';
import { CrmPatientDetail } from '../components/crm-patient-detail';
import { CrmPatientList } from '../components/crm-patient-list';
import { type MorePages } from '../components/load-more-button';

/**
 * /crm, doctors only (spec §2 Patient list): the doctor's patients grouped by client with their
 * appointment count, latest appointment first; `?paziente={clientId}` shows one patient's contact
 * data and history (so the browser's back button returns to the list).
 */
export function CrmPage() {
  const c = itBooking.crm;
  usePageTitle(c.title);
  // Issue 30: staff in a practice see its patients as its doctor does.
  const role = useAgendaRole();
  const [params] = useSearchParams();
  const clientId = params.get('paziente');

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={c.title} description={c.subtitle} />
      {clientId ? <CrmPatientDetail clientId={clientId} viewerRole={role} /> : <PatientsOverview />}
    </div>
  );
}

function PatientsOverview() {
  const c = itBooking.crm;
  const query = useInfiniteQuery(crmPatientsQueryOptions());
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // One object per state change, so the list's effect that loads pages for a search runs only then.
  const more = useMemo<MorePages>(
    () => ({ hasMore: hasNextPage, loading: isFetchingNextPage, failed: isFetchNextPageError, load: () => void fetchNextPage() }),
    [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage],
  );
  if (query.isPending) return <LoadingText>{itAppointments.appointments.loading}</LoadingText>;
  if (query.isError && !query.isFetchNextPageError) return <EmptyState icon={CircleAlert} tone="error" title={c.loadError} />;
  const patients = query.data?.pages.flatMap((p) => p.patients) ?? [];
  if (patients.length === 0) return <EmptyState icon={Users} title={c.empty} description={c.emptyHint} />;
  return <CrmPatientList patients={patients} more={more} />;
}

import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addMonths, startOfMonth } from 'date-fns';
import { CalendarCheck, CalendarDays, ChevronLeft, ChevronRight, List, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/ui/button';
import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { formatMonthYear } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useActingPractice, useAgendaRole, useCurrentUser } from '../../auth/api/get-me';
import { LazyBookForPatientDialog } from '../../staff/public/book-for-patient';
import { Button } from '../../../components/ui/button';
import { displayNameOf } from '../../../lib/user-names';
import { externalEventsQueryOptions } from '../../calendar/api/external-events';
import { type AppointmentEntry, filterExternal, sourceForRole, toEntries } from '../appointment-entry';
import { monthGridRange } from '../month-days';
import { appointmentsWindowQueryOptions, hasAppointmentsQueryOptions } from '../api/get-appointments';
import { AppointmentDetailsHost } from '../components/appointment-details-host';
import { AppointmentPeriodList } from '../components/appointment-period-list';
import { ExternalToggle } from '../components/external-toggle';
import { MonthCalendar } from '../components/month-calendar';
import { buildSampleAppointments } from '../sample-appointments';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';
import { MyWaitlist } from '../../waitlist/public/my-waitlist';
import { WaitingCount } from '../../waitlist/public/waiting-count';
import { useMyReviews, useReviewable } from '../../reviews/api/patient-reviews';
import { LazyReviewableVisits } from '../../reviews/public/reviewable-visits';

type View = 'month' | 'list';

const itStaffBooking = itStaffWeb.booking;

/** Issue 25: the waiting list's offer of an e-mail link (/lista-attesa/offerta leads here with ?offerta=TOKEN). */
const OfferDialog = lazy(async () => ({ default: (await import('../../waitlist/public/offer-dialog')).OfferDialog }));

/**
 * /appuntamenti (spec §2): the month calendar (every day of its grid, the neighbouring months'
 * included) with the 'Eventi esterni' / 'Solo app' toggle, and the list, 'Prossimi' and 'Passati'
 * a page at a time (issue 24, `AppointmentPeriodList`; the month's controls belong to the calendar
 * only). Doctors read the professional endpoint, others the patient one (§6). With no appointments
 * at all, two examples badged 'Esempio' are shown in the calendar.
 * A doctor's own calendar events join them as 'Evento esterno' entries (§4: connection checked,
 * window synchronised, then events fetched; §8: a calendar failure leaves them out).
 */
export function AppointmentsPage() {
  const a = itAppointments.appointments;
  usePageTitle(a.title);
  // Issue 30: staff in a practice read its agenda as its doctor does (the requests name the practice).
  const role = useAgendaRole();
  const practice = useActingPractice();
  const user = useCurrentUser();
  // Issue 30 point 4: the doctor or their staff book for a patient who phoned.
  const [booking, setBooking] = useState(false);
  const source = sourceForRole(role);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [view, setView] = useState<View>('month');
  const [includeExternal, setIncludeExternal] = useState(true);
  const [open, setOpen] = useState<AppointmentEntry | null>(null);
  const [now] = useState(() => new Date());
  const [params, setParams] = useSearchParams();
  const offerToken = params.get('offerta');
  // Issue 28: the patient's visits to review (and the invitation e-mail's ?recensione= link); the
  // section's code loads only when it has something to show.
  const patient = source === 'patient';
  const reviewable = useReviewable(patient);
  const myReviews = useMyReviews(patient);
  const wantReviews = patient && (Boolean(reviewable.data?.length) || Boolean(myReviews.data?.length) || params.has('recensione') || reviewable.isError);
  // Once shown it stays: a review just sent refreshes both lists, and between the two answers neither
  // may hold it, which would close its dialog before the thanks.
  const [showReviews, setShowReviews] = useState(false);
  if (wantReviews && !showReviews) setShowReviews(true);

  const monthRef = { year: month.getFullYear(), month: month.getMonth() + 1 };
  const { timeMin, timeMax } = monthGridRange(monthRef);
  const list = useQuery(appointmentsWindowQueryOptions(source, timeMin, timeMax));
  const hasAny = useQuery(hasAppointmentsQueryOptions(source));
  const queryClient = useQueryClient();
  // The doctor's own calendar connection is never the staff's (docs/contracts/staff.md §5).
  const external = useQuery({ ...externalEventsQueryOptions(queryClient, timeMin, timeMax), enabled: source === 'professional' && !practice });
  const [refreshing, setRefreshing] = useState(false);

  const showSamples = hasAny.data === false && list.data?.length === 0;
  const own: AppointmentEntry[] = showSamples ? buildSampleAppointments(monthRef, role) : list.data ? toEntries(list.data, role, now) : [];
  const externalEntries: AppointmentEntry[] = (external.data?.items ?? []).map((item) => ({ ...item, raw: null, sample: false }));
  const visible = filterExternal([...own, ...externalEntries], includeExternal);

  // 'Aggiornamento completato' (spec §8) only when the doctor asked for the refresh.
  const refresh = async () => {
    setRefreshing(true);
    const { data } = await external.refetch();
    setRefreshing(false);
    if (data?.sync?.success) toast.success(data.sync.message || itCalendar.syncDone);
    else toast.error(itCalendar.errorTitle, { description: data?.sync?.message || itCalendar.syncError });
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={a.title}
        description={a.subtitle}
        actions={
          source === 'professional' ? (
            <Button onClick={() => setBooking(true)} aria-haspopup="dialog" className="w-full sm:w-auto">
              <CalendarCheck aria-hidden="true" />
              {itStaffBooking.open}
            </Button>
          ) : undefined
        }
      />
      {booking ? (
        <LazyBookForPatientDialog
          doctorId={practice?.doctorId ?? user.id}
          doctorName={practice?.doctorName ?? displayNameOf(user)}
          onClose={() => setBooking(false)}
        />
      ) : null}
      {/* Issue 25: the doctor sees how many wait for an earlier time; a patient their own waiting lists. */}
      {source === 'professional' ? <WaitingCount /> : <MyWaitlist />}
      {showReviews ? <LazyReviewableVisits /> : null}
      <Tabs value={view} onValueChange={(v) => setView(v as View)} className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center md:justify-between">
          <div className="flex flex-wrap items-center gap-2">
            <TabsList aria-label={a.viewLabel} className="w-full sm:w-auto">
              <TabsTrigger value="month">
                <CalendarDays aria-hidden="true" />
                {a.monthView}
              </TabsTrigger>
              <TabsTrigger value="list">
                <List aria-hidden="true" />
                {a.listView}
              </TabsTrigger>
            </TabsList>
            {view === 'month' ? <ExternalToggle includeExternal={includeExternal} onChange={setIncludeExternal} /> : null}
            {view === 'month' && external.data?.connected ? (
              <button type="button" onClick={() => void refresh()} disabled={refreshing || external.isFetching} className={buttonClasses('ghost', 'sm')}>
                {refreshing ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
                {itCalendar.refresh}
              </button>
            ) : null}
          </div>
          {view === 'month' ? (
            <div className="flex items-center justify-between gap-2 sm:justify-end">
              <button type="button" aria-label={a.prevMonth} onClick={() => setMonth((m) => addMonths(m, -1))} className={buttonClasses('outline', 'icon-sm')}>
                <ChevronLeft aria-hidden="true" />
              </button>
              <p aria-live="polite" className="min-w-36 text-center text-sm font-semibold text-slate-900">
                {formatMonthYear(month)}
              </p>
              <button type="button" aria-label={a.nextMonth} onClick={() => setMonth((m) => addMonths(m, 1))} className={buttonClasses('outline', 'icon-sm')}>
                <ChevronRight aria-hidden="true" />
              </button>
              <button type="button" onClick={() => setMonth(startOfMonth(new Date()))} className={buttonClasses('ghost', 'sm')}>
                {a.today}
              </button>
            </div>
          ) : null}
        </div>

        {view === 'month' && list.isError ? <Alert>{a.loadError}</Alert> : null}
        {view === 'month' && showSamples ? (
          <Alert tone="info">
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="amber">{a.sampleBadge}</Badge>
              {a.sampleNote}
            </span>
          </Alert>
        ) : null}

        <TabsContent value="month" className="flex flex-col gap-4">
          <MonthCalendar month={month} entries={visible} viewerRole={role} onOpen={setOpen} onShowList={() => setView('list')} />
          {list.isPending ? <LoadingText>{a.loading}</LoadingText> : visible.length === 0 ? <p className="text-sm text-slate-600">{a.empty}</p> : null}
        </TabsContent>
        <TabsContent value="list">
          <AppointmentPeriodList source={source} role={role} now={now} onOpen={setOpen} />
        </TabsContent>
      </Tabs>
      <AppointmentDetailsHost entry={open} viewerRole={role} onClose={() => setOpen(null)} />
      {offerToken !== null ? (
        <Suspense fallback={null}>
          {/* Closed: the link's token leaves the address, so a reload does not show the offer again. */}
          <OfferDialog token={offerToken} onClose={() => setParams({}, { replace: true })} />
        </Suspense>
      ) : null}
    </div>
  );
}

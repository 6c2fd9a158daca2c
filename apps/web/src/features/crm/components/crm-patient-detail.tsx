import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX2, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/api-client';
import {
  type AppointmentEntry,
  AppointmentDetailsHost,
  AppointmentStateBadge,
  AttendanceConfirmedBadge,
  preloadAppointmentDetails,
  stateOf,
  toEntries,
} from '../../appointments/public/appointment-details';
import { longDateWithWeekday, shortDate } from '../../appointments/public/dates';
import { IntakeAnswers } from '../../appointments/public/intake-answers';
import { crmPatientQueryOptions } from '../api/get-crm-patient';
import { useActingPractice } from '../../auth/api/get-me';
import { LoadMoreButton } from './load-more-button';
import { DocumentList } from '../../documents/public/document-list';
import { TelevisitBadge } from '../../video/public/televisit-badge';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { itFamilyWeb } from '@sanity/shared/i18n/it-family-web';
import { italianDay } from '../../family/public/person-seen';

const c = itBooking.crm;
const a = itAppointments.appointments;

/** One patient of the doctor: contact data and the history of their appointments, latest first, a page at a time. */
export function CrmPatientDetail({ clientId, viewerRole }: { clientId: string; viewerRole: string }) {
  const query = useInfiniteQuery(crmPatientQueryOptions(clientId));
  // Issue 30: a collaborator reads the documents (with 'accesso clinico') without marking them read for the doctor.
  const documentViewer = useActingPractice() ? 'other' : 'doctor';
  const [now] = useState(() => new Date());
  const [open, setOpen] = useState<AppointmentEntry | null>(null);

  const back = (
    <Link to="/crm" className={buttonClasses('ghost', 'sm', 'self-start')}>
      <ArrowLeft aria-hidden="true" />
      {c.back}
    </Link>
  );

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadingText>{a.loading}</LoadingText>
      </div>
    );
  }
  if (query.isError && !query.isFetchNextPageError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <EmptyState icon={UserX} tone="error" title={isApiError(query.error, 404) ? c.patientNotFound : c.loadError} />
      </div>
    );
  }

  const pages = query.data.pages;
  const patient = pages[0]!.patient;
  const name = patient.name.trim() || c.unnamed;
  const history = toEntries(
    pages.flatMap((p) => p.appointments),
    viewerRole,
    now,
  ).sort((x, y) => y.date.getTime() - x.date.getTime());
  // Issue 29: each page carries the documents of its appointments.
  const documentsOf = (appointmentId: string) => pages.flatMap((p) => p.documents).filter((d) => d.appointmentId === appointmentId);
  const more = { hasMore: query.hasNextPage, loading: query.isFetchingNextPage, failed: query.isFetchNextPageError, load: () => void query.fetchNextPage() };
  // 'Ultima visita' is the latest visit already started, never a future one (issue 15).
  const last = shortDate(patient.lastVisitAt);
  const next = shortDate(patient.nextAppointmentAt);
  // Issue 30: a family member is a patient of their own; the booking account's holder is the contact.
  const holder = patient.kind === 'family_member' ? patient.contact : null;

  return (
    <div className="@container flex flex-col gap-5">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold break-words text-slate-900">{name}</h2>
        {holder ? <Badge tone="neutral">{itFamilyWeb.familyBadge}</Badge> : null}
        <Badge tone="brand">{c.appointmentsCount(patient.appointmentCount)}</Badge>
        {patient.noShowCount > 0 ? <Badge tone="danger">{itAttendance.noShowCount(patient.noShowCount)}</Badge> : null}
      </div>
      {/* Two columns only when this area (not the window) has room: beside the app's sidebars a
          shrinking contact column broke the e-mail every few letters at 1280 px (issue 24). */}
      <div className="grid gap-5 @3xl:grid-cols-[18rem_minmax(0,1fr)]">
        <Card className="self-start">
          <CardHeader>
            <CardTitle as="h3">{c.contact}</CardTitle>
          </CardHeader>
          <CardContent>
            {/* Side by side when the card spans the page, one under the other in its column. */}
            <dl className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3 text-sm">
              {holder ? (
                <div className="col-span-full">
                  <dt className="font-medium text-slate-600">{itFamilyWeb.contact}</dt>
                  <dd className="break-words text-slate-900">
                    <span className="font-medium">{holder.name}</span> <span className="text-xs text-slate-600">({itFamilyWeb.holderNote})</span>
                  </dd>
                </div>
              ) : null}
              {holder && patient.relationshipLabel ? (
                <div>
                  <dt className="font-medium text-slate-600">{itFamilyWeb.relationshipToHolder}</dt>
                  <dd className="text-slate-900">{patient.relationshipLabel}</dd>
                </div>
              ) : null}
              {holder && patient.birthDate ? (
                <div>
                  <dt className="font-medium text-slate-600">{itFamilyWeb.birthDate}</dt>
                  <dd className="text-slate-900">{italianDay(patient.birthDate)}</dd>
                </div>
              ) : null}
              {/* The whole row: an address of 40 characters and more fits on one line beside nothing. */}
              <div className="col-span-full">
                <dt className="font-medium text-slate-600">{c.email}</dt>
                <dd className="wrap-anywhere text-slate-900">{patient.email ? <a href={`mailto:${patient.email}`} className="text-brand-700 underline-offset-4 hover:underline">{patient.email}</a> : c.notProvided}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-600">{c.phone}</dt>
                <dd className="text-slate-900">{patient.phone ? <a href={`tel:${patient.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline-offset-4 hover:underline">{patient.phone}</a> : c.notProvided}</dd>
              </div>
              {last ? (
                <div>
                  <dt className="font-medium text-slate-600">{c.lastAppointment}</dt>
                  <dd className="text-slate-900">{last}</dd>
                </div>
              ) : null}
              {next ? (
                <div>
                  <dt className="font-medium text-slate-600">{c.nextAppointment}</dt>
                  <dd className="text-slate-900">{next}</dd>
                </div>
              ) : null}
            </dl>
          </CardContent>
        </Card>
        <section aria-labelledby="crm-history" className="flex flex-col gap-3">
          <h3 id="crm-history" className="text-base font-semibold text-slate-900">
            {c.history}
          </h3>
          {history.length === 0 ? (
            <EmptyState icon={CalendarX2} title={c.noHistory} />
          ) : (
            <ul className="flex flex-col gap-2">
              {history.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-slate-200 bg-white shadow-sm transition-colors hover:border-brand-300">
                  <button
                    type="button"
                    onClick={() => setOpen(entry)}
                    onPointerEnter={preloadAppointmentDetails}
                    onFocus={preloadAppointmentDetails}
                    className="flex w-full flex-col gap-1 rounded-xl p-3 text-left transition-colors hover:bg-brand-50/40 sm:flex-row sm:items-center sm:gap-4 sm:p-4"
                  >
                    <span className="flex shrink-0 flex-col sm:w-48">
                      <span className="text-sm font-semibold text-slate-900 first-letter:uppercase">{longDateWithWeekday(entry.date) ?? a.dateUnavailable}</span>
                      <span className="text-xs text-slate-600 tabular-nums">{entry.time}</span>
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col items-start gap-1">
                      <span className={cn('break-words text-sm text-slate-800', !entry.isActive && 'line-through decoration-slate-400')}>{entry.type}</span>
                      {/* Issue 26: under the title, so the row's right column keeps one badge. */}
                      <AttendanceConfirmedBadge entry={entry} className="whitespace-nowrap" />
                      {entry.raw?.mode === 'online' ? <TelevisitBadge /> : null}
                    </span>
                    <AppointmentStateBadge state={stateOf(entry, now)} className="self-start sm:self-center" />
                  </button>
                  <IntakeAnswers answers={entry.raw?.customFields} title={holder ? itFamily.intakeFor(name) : undefined} heading="h4" className="border-t border-slate-100 px-3 pt-2 pb-3 sm:px-4" />
                  <DocumentList documents={documentsOf(entry.id)} viewer={documentViewer} className="border-t border-slate-100 px-3 pt-2 pb-3 sm:px-4" />
                </li>
              ))}
            </ul>
          )}
          <LoadMoreButton more={more} label={c.loadMoreHistory} />
        </section>
      </div>
      <AppointmentDetailsHost entry={open} viewerRole={viewerRole} onClose={() => setOpen(null)} />
    </div>
  );
}

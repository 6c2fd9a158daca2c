import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import type { AppointmentLink } from '@sanity/shared/schemas/reschedule';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { MapAddress } from '../../../components/ui/map-address';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { LinkPageFrame } from '../../auth/public/link-page-frame';
import { appointmentLinkQueryOptions } from '../api/reschedule';
import { itVideoScreens } from '@sanity/shared/i18n/it-video';

const r = itReschedule;
const t = itAttendance;

export const home = (
  <Link to="/" className={buttonClasses('outline', 'lg', 'w-full')}>
    {r.goHome}
  </Link>
);

/**
 * One link page: its title, then what happened (`done`, with the way home), or why the link cannot
 * be used (loading, missing, used, expired, changed), or what it offers for its visit (`ready`).
 */
export function LinkPage({ title, done, ready }: { title: string; done: ReactNode | null; ready: (link: AppointmentLink, token: string) => ReactNode }) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = useQuery({ ...appointmentLinkQueryOptions(token), enabled: token !== '' });
  let body: ReactNode;
  if (done) {
    body = (
      <>
        <Alert tone="success">{done}</Alert>
        {home}
      </>
    );
  } else if (!token) {
    body = (
      <>
        <Alert>{r.linkMissing}</Alert>
        {home}
      </>
    );
  } else if (link.isError) {
    body = (
      <>
        <Alert>{errorMessage(link.error, r.linkUnknown)}</Alert>
        {home}
      </>
    );
  } else if (link.isPending) {
    body = <LoadingText>{r.linkPageTitle}</LoadingText>;
  } else {
    body = ready(link.data, token);
  }
  return <LinkPageFrame title={title}>{body}</LinkPageFrame>;
}

/**
 * Issue 26: a confirmation's or reminder's link within the 24-hour cut-off. It says so, where the
 * practice is, and that the doctor can be written to from Sanity: doctors' phone numbers are not
 * public on Sanity, so there is no number to give (docs/ux-choices.md).
 */
export function TooLate({ link }: { link: AppointmentLink }) {
  return (
    <section aria-labelledby="too-late-title" className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <h2 id="too-late-title" className="font-semibold">
        {t.tooLateTitle}
      </h2>
      <p>{t.tooLate(PATIENT_CANCEL_CUTOFF_HOURS)}</p>
      {/* An online visit has no practice to go to (issue 29). */}
      {link.location && link.appointment.mode !== 'online' ? (
        <div className="flex flex-col gap-1">
          <span>{t.tooLateWhere}</span>
          <MapAddress address={link.location} className="font-medium" />
        </div>
      ) : null}
      <p>
        {t.tooLateSignIn}{' '}
        <Link to="/appuntamenti" className="font-semibold text-brand-800 underline underline-offset-4">
          {t.signIn}
        </Link>
      </p>
    </section>
  );
}

/** The visit as a short list: what, when, with whom, where. */
export function VisitSummary({ link, when }: { link: AppointmentLink; when: string }) {
  const rows: Array<[string, ReactNode]> = [
    [t.labelService, link.appointment.serviceName],
    [t.labelWhen, when],
    [t.labelDoctor, link.appointment.professionalName],
  ];
  // Issue 29: an online visit says how to enter instead of the practice's address.
  if (link.appointment.mode === 'online') rows.push([t.labelWhere, itVideoScreens.whereOnline]);
  else if (link.location) rows.push([t.labelWhere, <MapAddress key="where" address={link.location} />]);
  return (
    <dl className="grid grid-cols-[minmax(0,6.5rem)_1fr] gap-x-3 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { type CustomFieldAnswer } from '@sanity/shared/domain/appointments/booking-rules';
import { type ReactNode } from 'react';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type Service } from '@sanity/shared/schemas/practice';
import { type PracticeAddress } from '@sanity/shared/schemas/practice-address';
import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { type AppointmentMode } from '@sanity/shared/schemas/video';
import { TelevisitBadge } from '../../video/public/televisit-badge';
import { MapAddress } from '../../../components/ui/map-address';
import { formatEuro } from '@sanity/shared/domain/money';
import { itFamilyWeb } from '@sanity/shared/i18n/it-family-web';
import { type BookingPerson, type CustomerDetails } from '../booking-flow';

type BookingSummaryProps = {
  professionalName: string;
  location: PracticeAddress | null;
  service: Service;
  /** In the studio or online (issue 29); null only before a choice the confirmation step never lacks. */
  mode: AppointmentMode | null;
  date: string;
  time: string;
  details: CustomerDetails;
  answers: Record<string, CustomFieldAnswer>;
  /** Issue 30: the family member the visit is for; null = the holder (then no separate row). */
  person?: BookingPerson | null;
};

function answerText(value: CustomFieldAnswer | undefined, checkbox: boolean): string {
  const b = itBooking.booking;
  if (checkbox) return value === true ? b.yes : b.no;
  const text = value === undefined || typeof value === 'boolean' ? '' : String(value).trim();
  return text || b.notGiven;
}

/** The confirmation step: everything that will be booked, to check before 'Conferma prenotazione'. */
export function BookingSummary({ professionalName, location, service, mode, date, time, details, answers, person = null }: BookingSummaryProps) {
  const b = itBooking.booking;
  const online = mode === 'online';
  const rows: Array<[string, ReactNode]> = [
    // Issue 30: whom the visit is for comes first (on a phone, above the fold); the holder's details below are the contact's.
    ...(person ? [[itFamilyWeb.summaryPatient, `${person.name} (${person.relationshipLabel.toLowerCase()})`] as [string, ReactNode]] : []),
    [b.fieldProfessional, professionalName],
    // How, then where to go, right after whom: the patient checks it before confirming (issues 15, 29); online, no address.
    [itVideoScreens.modeSummary, online ? <span key="mode" className="flex flex-col items-start gap-1"><TelevisitBadge />{itVideoScreens.modeOnlineHint}</span> : itVideo.modeInStudio],
    ...(location && !online ? [[itSettings.practiceAddress.where, <MapAddress key="where" address={location} />] as [string, ReactNode]] : []),
    [b.fieldService, service.name],
    [b.fieldDate, date],
    [b.fieldTime, time],
    [b.fieldDuration, b.duration(service.duration)],
    [b.price, service.price > 0 ? formatEuro(service.price) : b.free],
    [person ? itFamilyWeb.summaryContact : b.name, details.name.trim()],
    [b.email, details.email.trim()],
    [b.phone, details.phone.trim() || b.notGiven],
    [b.notes, details.notes.trim() || b.notGiven],
    ...service.customFields.map((f): [string, string] => [f.name, answerText(answers[f.id], f.type === 'checkbox')]),
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-slate-50/60 px-4">
        {rows.map(([label, value], i) => (
          <div key={i} className="grid gap-0.5 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-sm font-medium break-words whitespace-pre-line text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">{b.confirmHint}</p>
    </div>
  );
}

import { it } from '@sanity/shared/i18n/it';
import { itAccount } from '@sanity/shared/i18n/it-account';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { BriefcaseMedical, CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { Avatar } from '../../../components/ui/avatar';
import { Chip } from '../../../components/ui/chip';
import { initialsSourceOf } from '../../../lib/user-names';
import { DIRECTORY_SLOT_HORIZON_DAYS } from '@sanity/shared/constants';
import { type DoctorCard } from '@sanity/shared/schemas/doctors';
import { formatPracticeAddress } from '@sanity/shared/domain/practice/address';
import { nextSlotLabel } from '../next-slot-label';
import { BookDoctorButton } from './book-doctor-button';
import { VerifiedBadge } from './verified-badge';
import { RatingSummaryView } from '../../reviews/public/rating-summary';
import { VisitModesBadge } from '../../video/public/visit-modes-badge';

const SECTORS_SHOWN = 3;

/** A directory card: picture or initials, name (the link to /doctor/{id}), specialty, practice city, bio on at most 3 lines. */
export function DoctorCardItem({ doctor, sectorName }: { doctor: DoctorCard; sectorName: (id: string) => string | undefined }) {
  const sectors = doctor.sectors.map(sectorName).filter((n): n is string => Boolean(n));
  const nextSlot = doctor.nextFreeSlot ? nextSlotLabel(doctor.nextFreeSlot) : null;
  return (
    <article className="relative flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition-colors focus-within:border-brand-300 hover:border-brand-300">
      <div className="flex items-center gap-3">
        <Avatar name={initialsSourceOf(doctor)} src={doctor.avatar} alt={it.shell.avatarAlt(doctor.name)} size="md" />
        <div className="flex min-w-0 flex-col">
          <h2 className="line-clamp-2 text-base font-semibold break-words text-slate-900" title={doctor.name}>
            {/* The whole card is clickable through this link's overlay. */}
            <Link to={`/doctor/${encodeURIComponent(doctor.id)}`} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-['']">
              {doctor.name}
            </Link>
          </h2>
          {/* Issue 29: 'Anche online' / 'Solo online' beside 'Verificato'; nothing for the studio only. */}
          <div className="my-0.5 flex flex-wrap items-center gap-1.5 empty:hidden">
            {doctor.isVerified ? <VerifiedBadge name={doctor.name} /> : null}
            <VisitModesBadge modes={doctor.visitModes} />
          </div>
          {/* Issue 28: the verified reviews' average and count from three on, 'Nuovo su Sanity' before. */}
          <RatingSummaryView rating={doctor.rating} className="my-0.5" />
          <p className="flex items-center gap-1.5 truncate text-sm text-slate-700">
            <BriefcaseMedical className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {doctor.specialization ?? itPublic.doctorProfile.specializationUnknown}
          </p>
          {doctor.practiceAddress ? (
            // The city always; the street after it from two columns of cards up, cut first when long (whole line in the title).
            <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-700" title={formatPracticeAddress(doctor.practiceAddress)}>
              <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{itPublic.doctorProfile.locationLabel}: </span>
              <span className="max-w-full shrink-0 truncate font-medium">{doctor.practiceAddress.city}</span>
              <span className="hidden min-w-0 truncate text-slate-600 sm:inline">· {doctor.practiceAddress.street}</span>
            </p>
          ) : null}
        </div>
      </div>
      <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{doctor.biografia || itPublic.doctorProfile.defaultBio}</p>
      {sectors.length > 0 ? (
        <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={itAccount.account.sectors}>
          {sectors.slice(0, SECTORS_SHOWN).map((n) => (
            <li key={n}>
              <Chip className="py-0.5 text-xs">{n}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Where the doctor can be seen first: a card without a free slot offers no 'Prenota' that could only fail. */}
      <div className={cn('flex items-center justify-between gap-3 border-t border-slate-100 pt-3', sectors.length > 0 ? null : 'mt-auto')}>
        <p className="flex min-w-0 items-start gap-1.5 text-sm text-slate-600">
          <CalendarClock className={cn('mt-0.5 size-4 shrink-0', nextSlot ? 'text-brand-700' : null)} aria-hidden="true" />
          {nextSlot ? (
            // Label and date on two lines, so that the date never breaks beside the button.
            <span className="flex flex-col">
              <span>{itPublic.doctors.nextSlotLabel}</span> <span className="font-semibold text-slate-900">{nextSlot}</span>
            </span>
          ) : (
            itPublic.doctors.noSlot(DIRECTORY_SLOT_HORIZON_DAYS)
          )}
        </p>
        {nextSlot ? <BookDoctorButton doctorId={doctor.id} doctorName={doctor.name} location={doctor.practiceAddress} /> : null}
      </div>
    </article>
  );
}

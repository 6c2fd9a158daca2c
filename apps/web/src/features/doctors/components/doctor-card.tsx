import { it } from '@sanity/shared/i18n/it';
import { BriefcaseMedical } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Chip } from '../../../components/ui/chip';
import { initialsSourceOf } from '../../../lib/user-names';
import { type DoctorCard } from '@sanity/shared/schemas/doctors';

const SECTORS_SHOWN = 3;

/** A directory card: picture or initials, name (the link to /doctor/{id}), specialty, bio on at most 3 lines. */
export function DoctorCardItem({ doctor, sectorName }: { doctor: DoctorCard; sectorName: (id: string) => string | undefined }) {
  const sectors = doctor.sectors.map(sectorName).filter((n): n is string => Boolean(n));
  return (
    <article className="relative flex w-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition-colors focus-within:border-brand-300 hover:border-brand-300">
      <div className="flex items-center gap-3">
        <Avatar name={initialsSourceOf(doctor)} src={doctor.avatar} alt={it.account.avatarAlt(doctor.name)} size="md" />
        <div className="flex min-w-0 flex-col">
          <h2 className="truncate text-base font-semibold text-slate-900">
            {/* The whole card is clickable through this link's overlay. */}
            <Link to={`/doctor/${encodeURIComponent(doctor.id)}`} className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-['']">
              {doctor.name}
            </Link>
          </h2>
          <p className="flex items-center gap-1.5 truncate text-sm text-slate-700">
            <BriefcaseMedical className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {doctor.specialization ?? it.doctorProfile.specializationUnknown}
          </p>
        </div>
      </div>
      <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{doctor.biografia || it.doctorProfile.defaultBio}</p>
      {sectors.length > 0 ? (
        <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={it.account.sectors}>
          {sectors.slice(0, SECTORS_SHOWN).map((n) => (
            <li key={n}>
              <Chip className="py-0.5 text-xs">{n}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

import { itFamilyPerson as t } from '@sanity/shared/i18n/it-family-person';
import { type Appointment } from '@sanity/shared/schemas/appointments';
import { cn } from '../../../lib/cn';
import { seenMember } from '../person-seen';

/** The contact is read only for the doctor: a patient's screens (documents, waiting list, sidebar) may pass the person seen alone. */
type Raw = Pick<Appointment, 'personSeen'> & Partial<Pick<Appointment, 'contact'>>;

/**
 * The line under a family member's appointment in a list (issue 30): 'Per Luca Rossi' to the
 * holder, 'Contatto: Maria Rossi' to the doctor (whose list already names the member). Nothing for
 * the holder's own visits. Its own small file: the sidebar, in every page's first load, shows it.
 */
export function PersonSeenLine({ raw, viewer, className }: { raw: Raw | null | undefined; viewer: 'patient' | 'doctor'; className?: string }) {
  const member = seenMember(raw);
  if (!member || !raw) return null;
  const text = viewer === 'doctor' ? (raw.contact ? t.contactLine(raw.contact.name) : null) : t.forPerson(member.name);
  return text ? <span className={cn('text-sm break-words text-slate-700', className)}>{text}</span> : null;
}

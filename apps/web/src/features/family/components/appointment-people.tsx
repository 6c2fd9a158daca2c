import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { type Appointment } from '@sanity/shared/schemas/appointments';
import { italianDay } from '../family-view';
import { seenMember } from '../person-seen';

/** The contact is read only for the doctor: a patient's screens (documents, waiting list, dashboard) may pass the person seen alone. */
type Raw = Pick<Appointment, 'personSeen'> & Partial<Pick<Appointment, 'contact'>>;

/**
 * The rows of 'Dettagli Appuntamento' for a family member's visit (issue 30), inside its <dl>:
 * 'Paziente' (the member, with the relationship and, for the doctor, the date of birth), and for
 * the doctor 'Contatto' (the holder: name, e-mail, phone). Nothing for the holder's own visits.
 */
export function PersonSeenRows({ raw, viewer }: { raw: Raw | null | undefined; viewer: 'patient' | 'doctor' }) {
  const member = seenMember(raw);
  if (!member || !raw) return null;
  const relation = member.relationshipLabel ? ` (${member.relationshipLabel.toLowerCase()})` : '';
  const { contact } = raw;
  return (
    <>
      <dt className="font-medium text-slate-600">{t.personSeen}</dt>
      <dd className="break-words text-slate-900">
        {viewer === 'doctor' && contact ? (
          <span className="flex flex-col">
            <span className="font-medium">{member.name}</span>
            {member.relationshipLabel ? <span className="text-xs text-slate-600">{t.familyOf(contact.name, member.relationshipLabel)}</span> : null}
            {member.birthDate ? <span className="text-xs text-slate-600">{t.birthDateShort(italianDay(member.birthDate))}</span> : null}
          </span>
        ) : (
          `${member.name}${relation}`
        )}
      </dd>
      {viewer === 'doctor' && contact ? (
        <>
          <dt className="font-medium text-slate-600">{t.contact}</dt>
          <dd className="flex flex-col break-words text-slate-900">
            <span>
              {contact.name} <span className="text-xs text-slate-600">({t.holderNote})</span>
            </span>
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className="wrap-anywhere text-brand-700 underline-offset-4 hover:underline">
                {contact.email}
              </a>
            ) : null}
            {contact.phone ? (
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline-offset-4 hover:underline">
                {contact.phone}
              </a>
            ) : null}
          </dd>
        </>
      ) : null}
    </>
  );
}

import { type FamilyMember } from '@sanity/shared/schemas/family';

/**
 * Pure helpers of the family screens (issue 30): dates of birth are calendar days (YYYY-MM-DD),
 * shown as the Italian gg/mm/aaaa without passing through a time zone.
 */

/** '2015-03-12' → '12/03/2015'; anything else unchanged. */
export function italianDay(localDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(localDate);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : localDate;
}

/** An ISO instant's calendar day in Italy, as gg/mm/aaaa ('' when not a date). */
export function italianDayOfInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/** What a member's row offers: invite (of age, not yet invited), revoke (invited), edit and remove (not handed over; remove only without visits). */
export function memberActions(member: Pick<FamilyMember, 'state' | 'isAdult' | 'appointmentCount'>): { edit: boolean; remove: boolean; invite: boolean; revoke: boolean } {
  const own = member.state === 'handed_over';
  return {
    edit: !own,
    remove: !own && member.appointmentCount === 0,
    invite: !own && member.isAdult,
    revoke: member.state === 'invited',
  };
}

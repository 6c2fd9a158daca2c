import { STAFF_INVITE_DAYS } from '@sanity/shared/domain/staff/staff-rules';
import { itStaff } from '@sanity/shared/i18n/it-staff';
import { linkMail } from '../auth/link-mail';
import type { MailContent } from '../notifications/templates';

/** The invitation to collaborate: who invites, what it allows, the link (made by the job, never stored). */
export function staffInviteMail(doctorName: string, link: string): MailContent {
  const m = itStaff.inviteMail;
  return linkMail(m.subject(doctorName), m.text(doctorName, link, STAFF_INVITE_DAYS), link);
}

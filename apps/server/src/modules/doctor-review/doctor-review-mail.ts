import { itSettings } from '@sanity/shared/i18n/it-settings';
import { linkMail } from '../auth/link-mail';
import type { MailContent } from '../notifications/templates';

const t = itSettings.adminDoctors;

/** The e-mail telling a doctor their profile was approved, with the link to the platform. */
export function approvedMail(name: string, link: string): MailContent {
  return linkMail(t.approvedMailSubject, t.approvedMailText(name, link), link);
}

/** The e-mail telling a doctor their profile was rejected, why, and where to ask again. */
export function rejectedMail(name: string, reason: string, link: string): MailContent {
  return linkMail(t.rejectedMailSubject, t.rejectedMailText(name, reason, link), link);
}

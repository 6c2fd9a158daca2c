import { it } from '@sanity/shared/i18n/it';
import type { MailContent } from '../notifications/templates';
import { linkMail } from './link-mail';

/** The verification e-mail (the account's address, or the new one of a change). */
export function verifyMail(name: string, link: string, hours: number): MailContent {
  return linkMail(it.security.verifyMailSubject, it.security.verifyMailText(name, link, hours), link);
}

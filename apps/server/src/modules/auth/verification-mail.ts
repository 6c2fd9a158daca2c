import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { MailContent } from '../notifications/templates';
import { linkMail } from './link-mail';

/** The verification e-mail (the account's address, or the new one of a change). */
export function verifyMail(name: string, link: string, hours: number): MailContent {
  return linkMail(itSettings.security.verifyMailSubject, itSettings.security.verifyMailText(name, link, hours), link);
}

import { it } from '@sanity/shared/i18n/it';
import type { MailContent } from '../notifications/templates';
import { linkMail } from './link-mail';

/** The password-reset e-mail. */
export function resetMail(name: string, link: string, minutes: number): MailContent {
  return linkMail(it.security.resetMailSubject, it.security.resetMailText(name, link, minutes), link);
}

import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { MailContent } from '../notifications/templates';
import { linkMail } from './link-mail';

/** The password-reset e-mail. */
export function resetMail(name: string, link: string, minutes: number): MailContent {
  return linkMail(itSettings.security.resetMailSubject, itSettings.security.resetMailText(name, link, minutes), link);
}

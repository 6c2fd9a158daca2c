import { WEBHOOK_DISABLE_AFTER_DAYS } from '@sanity/shared/domain/webhooks/events';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import { render, type MailContent } from './templates';

const w = itApiAccess.webhooks;

/** Issue 31: the owner's e-mail when one of their webhook endpoints is disabled after three days of failures. */
export function webhookDisabledMail(input: { ownerName: string; url: string; settingsUrl: string }): MailContent {
  return render({
    subject: w.disabledMailSubject,
    greetingName: input.ownerName,
    intro: w.disabledMailText(input.url, WEBHOOK_DISABLE_AFTER_DAYS),
    rows: [],
    paragraphs: [],
    link: input.settingsUrl,
  });
}

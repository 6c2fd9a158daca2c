import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import { linkMail } from '../auth/link-mail';
import { escapeHtml } from '../notifications/format';
import type { MailContent } from '../notifications/templates';

/** The offer: the freed time, how long it is held, for whom (issue 30: a family member, else null), and the link that takes it (only here, never stored). */
export function offerMail(p: { name: string; doctor: string; service: string; when: string; link: string; minutes: number; moving: string | null; person: string | null }): MailContent {
  const subject = p.person ? w.offerMailSubjectFor(p.person) : w.offerMailSubject;
  return linkMail(subject, w.offerMailText(p.name, p.doctor, p.service, p.when, p.link, p.minutes, p.moving, p.person), p.link);
}

/** The time offered was taken by another waiting patient; the entry stays active. */
export function goneMail(p: { name: string; doctor: string; when: string }): MailContent {
  const text = w.goneMailText(p.name, p.doctor, p.when);
  const body = text.split('\n\n').map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`);
  const html = `<!doctype html>\n<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(w.goneMailSubject)}</title></head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">\n${body.join('\n')}\n</body></html>`;
  return { subject: w.goneMailSubject, text: `${text}\n`, html };
}

import { it } from '@sanity/shared/i18n/it';
import { escapeHtml } from '../notifications/format';
import type { MailContent } from '../notifications/templates';

const s = it.security;

/** The verification e-mail: the catalogue's text, and the same as HTML with the link as a button. */
export function verifyMail(name: string, link: string, hours: number): MailContent {
  const subject = s.verifyMailSubject;
  const text = s.verifyMailText(name, link, hours);
  const paragraphs = text.split('\n\n').map((p) =>
    p.includes(link)
      ? escapeHtml(p)
          .replace(escapeHtml(link), `<a href="${escapeHtml(link)}" style="color:#0f5fa8;word-break:break-all">${escapeHtml(link)}</a>`)
          .replace(/\n/g, '<br>')
      : escapeHtml(p).replace(/\n/g, '<br>'),
  );
  const html = [
    '<!doctype html>',
    '<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    ...paragraphs.map((p) => `<p>${p}</p>`),
    '</div></body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}

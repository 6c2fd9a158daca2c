import { escapeHtml } from '../notifications/format';
import type { MailContent } from '../notifications/templates';

/**
 * An account e-mail carrying one link (verification, password reset): the catalogue's plain text,
 * and the same paragraphs as HTML with the link clickable.
 */
export function linkMail(subject: string, text: string, link: string): MailContent {
  const anchor = `<a href="${escapeHtml(link)}" style="color:#0f5fa8;word-break:break-all">${escapeHtml(link)}</a>`;
  const paragraphs = text.split('\n\n').map((p) => escapeHtml(p).replace(escapeHtml(link), anchor).replace(/\n/g, '<br>'));
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

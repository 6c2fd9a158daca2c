import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { MailContent } from '../notifications/templates';
import { escapeHtml, formatDateTime } from '../notifications/format';
import type { ContactMessageRow } from './contact.repository';

const t = itPublic.landing;
const n = itSettings.notifications;

/**
 * The e-mail bringing a contact message to the platform (CONTACT_TO): who wrote, how to reach
 * them and what they wrote, as text and as HTML with every visitor-entered value escaped.
 */
export function contactMail(message: ContactMessageRow): MailContent {
  const name = `${message.nome} ${message.cognome}`;
  const rows: Array<[string, string]> = [
    [t.contactNome, message.nome],
    [t.contactCognome, message.cognome],
    [n.labelEmail, message.email],
    [n.labelPhone, message.telefono ?? ''],
    [t.contactMailReceived, formatDateTime(message.createdAt, DEFAULT_TIME_ZONE)],
  ].filter((row): row is [string, string] => row[1] !== '');
  const note = message.note && message.note !== '' ? message.note : t.contactMailNoNote;
  const subject = t.contactMailSubject(name);
  const text = [
    t.contactMailIntro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t.contactNote}:`,
    note,
    '',
    '--',
    n.signature,
    '',
  ].join('\n');
  const cell = 'padding:4px 12px 4px 0;vertical-align:top';
  const html = [
    '<!doctype html>',
    '<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f7f9;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p>${escapeHtml(t.contactMailIntro)}</p>`,
    `<table role="presentation" style="border-collapse:collapse;margin:12px 0">${rows
      .map(([label, value]) => `<tr><th scope="row" style="${cell};text-align:left;color:#555;font-weight:600">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
    `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(t.contactNote)}</h2>`,
    `<p style="white-space:normal">${escapeHtml(note).replace(/\n/g, '<br>')}</p>`,
    `<p style="color:#555">${escapeHtml(n.signature)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject, text, html };
}

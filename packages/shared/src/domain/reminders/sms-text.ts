import { itReminders as r } from '../../i18n/it-reminders';
import type { PracticeAddress } from '../../schemas/practice-address';

/** An SMS reminder stays within two concatenated GSM-7 messages' worth of text. */
export const SMS_MAX_CHARS = 320;

// GSM 03.38: the basic set (one septet each) and the extension table (two), so that an SMS is never
// sent as UCS-2, which would cut each part to 70 characters.
const GSM7_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENDED = '^{}\\[~]|€';
const GSM7 = new Set([...GSM7_BASIC, ...GSM7_EXTENDED]);

export const isGsm7 = (text: string): boolean => [...text].every((c) => GSM7.has(c));

const LOOKALIKES: Record<string, string> = { '’': "'", '‘': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '\u00a0': ' ' };

/** The text with every character outside GSM-7 replaced: typographic quotes and dashes, then accents dropped ('À' → 'A'), else '?'. */
export function toGsm7(text: string): string {
  return [...text]
    .map((c) => {
      if (GSM7.has(c)) return c;
      if (LOOKALIKES[c]) return LOOKALIKES[c];
      const plain = c.normalize('NFD').replace(/\p{Mn}/gu, '');
      return isGsm7(plain) && plain !== '' ? plain : '?';
    })
    .join('');
}

/** A short map search link for an SMS: street and city in plain letters, spaces as '+' (enough for a map search). */
export function smsMapsUrl(address: PracticeAddress): string {
  const words = `${address.street} ${address.city}`.normalize('NFD').replace(/\p{Mn}/gu, '');
  return `https://maps.google.com/?q=${encodeURIComponent(words.trim().replace(/\s+/g, ' ')).replace(/%20/g, '+')}`;
}

/**
 * The SMS reminder: who and when, where, the manage link and the opt-out, and nothing about the
 * visit's content (no service, no notes: an SMS can be read on a locked screen). Within
 * SMS_MAX_CHARS: when the links are too long, the map link is left out (the e-mail and the manage
 * page have the address); the manage link and the opt-out always
 * stay. Without a practice address or a manage link (a visit that can no longer change) those lines
 * are left out.
 */
export function reminderSmsText(parts: { doctorName: string; when: string; address: PracticeAddress | null; manageUrl: string | null; optOutUrl: string | null }): string {
  const compose = (mapsUrl: string | null) =>
    toGsm7(
      [
        r.sms(parts.doctorName, parts.when),
        ...(mapsUrl ? [r.smsWhere(mapsUrl)] : []),
        ...(parts.manageUrl ? [r.smsManage(parts.manageUrl)] : []),
        ...(parts.optOutUrl ? [r.smsOptOut(parts.optOutUrl)] : []),
      ].join('\n'),
    );
  const full = compose(parts.address ? smsMapsUrl(parts.address) : null);
  return full.length <= SMS_MAX_CHARS ? full : compose(null);
}

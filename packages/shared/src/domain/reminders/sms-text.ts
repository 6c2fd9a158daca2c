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

/** A short map search link for an SMS: street and city in plain letters ('nell’Emilia' as "nell'Emilia", not '%E2%80%99'), spaces as '+' (enough for a map search). */
export function smsMapsUrl(address: PracticeAddress): string {
  const plain = `${address.street} ${address.city}`.normalize('NFD').replace(/\p{Mn}/gu, '');
  const words = [...plain].map((c) => LOOKALIKES[c] ?? c).join('');
  return `https://maps.google.com/?q=${encodeURIComponent(words.trim().replace(/\s+/g, ' ')).replace(/%20/g, '+')}`;
}

/**
 * The SMS reminder: who and when, where, the manage link and the opt-out, and nothing about the
 * visit's content (no service, no notes: an SMS can be read on a locked screen). Within
 * SMS_MAX_CHARS: a long name and address first lose the word 'promemoria'; only when that is not
 * enough is the map link left out (the manage page has the address). The manage link and the
 * opt-out always stay. Without a practice address or a manage link (a visit that can no longer
 * change) those lines are left out.
 */
export function reminderSmsText(parts: { doctorName: string; when: string; address: PracticeAddress | null; manageUrl: string | null; optOutUrl: string | null }): string {
  const compose = (intro: typeof r.sms, mapsUrl: string | null) =>
    toGsm7(
      [
        intro(parts.doctorName, parts.when),
        ...(mapsUrl ? [r.smsWhere(mapsUrl)] : []),
        ...(parts.manageUrl ? [r.smsManage(parts.manageUrl)] : []),
        ...(parts.optOutUrl ? [r.smsOptOut(parts.optOutUrl)] : []),
      ].join('\n'),
    );
  const mapsUrl = parts.address ? smsMapsUrl(parts.address) : null;
  const tries = [compose(r.sms, mapsUrl), compose(r.smsShort, mapsUrl)];
  return tries.find((text) => text.length <= SMS_MAX_CHARS) ?? compose(r.smsShort, null);
}

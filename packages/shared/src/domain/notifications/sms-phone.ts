import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { itSms } from '../../i18n/it-sms';

/**
 * The number an SMS may go to (issue 26): parsed with libphonenumber-js, Italian when written
 * without a prefix, stored in E.164. Its `mobile` metadata knows only mobile numbering, so a valid
 * landline fails `isValid()` while it still passes the length check (`isPossible()`): that tells
 * "cannot receive SMS" from "not a number". The web loads this only in the settings screen
 * (the library and its metadata are ~30 KB gzip).
 */
export type SmsPhoneResult = { ok: true; e164: string } | { ok: false; message: string };

export const SMS_PHONE_DEFAULT_COUNTRY = 'IT';

export function parseSmsPhone(input: string): SmsPhoneResult {
  const raw = input.trim();
  if (raw === '') return { ok: false, message: itSms.phoneRequired };
  // Letters are not a keypad spelling here: a number written with them is a typo.
  if (/[A-Za-z]/.test(raw)) return { ok: false, message: itSms.phoneInvalid };
  const parsed = parsePhoneNumberFromString(raw, SMS_PHONE_DEFAULT_COUNTRY);
  if (!parsed?.isPossible()) return { ok: false, message: itSms.phoneInvalid };
  if (!parsed.isValid()) return { ok: false, message: itSms.phoneNotMobile };
  return { ok: true, e164: parsed.number };
}

/** No-break spaces inside a number: a sentence never wraps it across two lines. */
const NBSP = '\u00a0';

/** An E.164 number as people read it: '+39 333 123 4567' (the international format of the library). */
export function formatSmsPhone(e164: string): string {
  return (parsePhoneNumberFromString(e164)?.formatInternational() ?? e164).replace(/ /g, NBSP);
}

/** For a page anyone with the link may open, and for logs: only the last three digits ('+39 ••• ••• •567'). */
export function maskSmsPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '');
  return [`+${digits.slice(0, 2)}`, '•••', '•••', `•${digits.slice(-3)}`].join(NBSP);
}

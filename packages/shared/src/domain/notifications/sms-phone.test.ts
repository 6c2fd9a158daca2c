import { describe, expect, it } from 'vitest';
import { itSms } from '../../i18n/it-sms';
import { formatSmsPhone, maskSmsPhone, parseSmsPhone } from './sms-phone';

describe('parseSmsPhone (issue 26: Italian by default, E.164, mobiles only)', () => {
  it('accepts an Italian mobile with or without +39 / 0039, spaces and dashes', () => {
    for (const n of ['333 123 4567', '3331234567', '+39 333 1234567', '+393331234567', '0039 333 123 4567', '333-123-4567']) {
      expect(parseSmsPhone(n)).toEqual({ ok: true, e164: '+393331234567' });
    }
  });

  it('refuses a landline, Italian or written with +39, with the message about SMS', () => {
    for (const n of ['02 1234 5678', '06 12345678', '+39 02 12345678', '800 123456']) {
      expect(parseSmsPhone(n)).toEqual({ ok: false, message: itSms.phoneNotMobile });
    }
  });

  it('refuses what is not a number at all with the message about the digits', () => {
    for (const n of ['12345', '+39 333 12345678901', 'abc', '333 12a 4567']) {
      expect(parseSmsPhone(n)).toEqual({ ok: false, message: itSms.phoneInvalid });
    }
    expect(parseSmsPhone('   ')).toEqual({ ok: false, message: itSms.phoneRequired });
  });

  it('accepts a foreign mobile written with its prefix, and refuses a foreign landline', () => {
    expect(parseSmsPhone('+44 7911 123456')).toEqual({ ok: true, e164: '+447911123456' });
    expect(parseSmsPhone('+33 6 12 34 56 78')).toEqual({ ok: true, e164: '+33612345678' });
    expect(parseSmsPhone('+44 20 7946 0958')).toEqual({ ok: false, message: itSms.phoneNotMobile });
  });

  it('formats and masks an E.164 number, with no-break spaces', () => {
    expect(formatSmsPhone('+393331234567')).toBe('+39\u00a0333\u00a0123\u00a04567');
    expect(maskSmsPhone('+393331234567')).toBe('+39\u00a0•••\u00a0•••\u00a0•567');
  });
});

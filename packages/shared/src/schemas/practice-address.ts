import { z } from 'zod';
import { itSettings } from '../i18n/it-settings';
import { text } from './fields';

const m = itSettings.practiceAddress;

/**
 * Where the practice receives patients (issue 15). Public practice data, apart from the doctor's
 * private home address of the personal information (indirizzo, cap, citta, provincia).
 */
export const PracticeAddressSchema = z.object({
  street: text(m.streetRequired).trim().min(1, { message: m.streetRequired }).max(120, { message: m.streetTooLong }),
  cap: text(m.capInvalid).trim().regex(/^[0-9]{5}$/, { message: m.capInvalid }),
  city: text(m.cityRequired).trim().min(1, { message: m.cityRequired }).max(80, { message: m.cityTooLong }),
  province: text(m.provinceInvalid)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: m.provinceInvalid }),
});
export type PracticeAddress = z.infer<typeof PracticeAddressSchema>;
export type PracticeAddressInput = z.input<typeof PracticeAddressSchema>;

/** Body and answer of PUT/GET /api/practice/address; null when the doctor has not set one. */
export const PracticeAddressResponseSchema = z.object({ address: PracticeAddressSchema.nullable() });

import { z } from 'zod';
import { BIOGRAFIA_MAX, CAP_MAX, NAME_PART_MAX, PROVINCIA_MAX, SECTORS_MAX } from '../constants';
import { PHONE_PATTERN } from '../domain/phone';
import { it } from '../i18n/it';
import { itPublic } from '../i18n/it-public';
import { itSettings } from '../i18n/it-settings';
import { text } from './fields';

const v = it.validation;

/** Empty strings from the form mean "cleared"; the server stores them as null. */
const optionalText = (max = 200) =>
  text()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/**
 * Profile settings (spec §2 Profile settings, §5): every personal field optional; nome, cognome
 * and displayName are read-only so they are not part of the update. Doctors may also change the
 * professional block and the biography; the server ignores them for other roles.
 */
export const ProfileUpdateSchema = z.object({
  telefono: optionalText(40).refine((s) => !s || PHONE_PATTERN.test(s), { message: v.phoneInvalid }),
  indirizzo: optionalText(),
  cap: text()
    .trim()
    .max(CAP_MAX, { message: v.capMax })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  citta: optionalText(100),
  provincia: text()
    .trim()
    .max(PROVINCIA_MAX, { message: v.provinciaMax })
    .transform((s) => (s === '' ? null : s.toUpperCase()))
    .nullable()
    .optional(),
  specialization: text(v.specializationRequired)
    .trim()
    .min(1, { message: v.specializationRequired })
    .max(120, { message: v.tooLong })
    .optional(),
  licenseNumber: text(v.licenseRequired)
    .trim()
    .min(1, { message: v.licenseRequired })
    .max(60, { message: v.tooLong })
    .optional(),
  /** Doctors only (content spec §2.9, §5): at most 500 characters; '' clears it. */
  biografia: text(itPublic.profile.biografiaMax)
    .trim()
    .max(BIOGRAFIA_MAX, { message: itPublic.profile.biografiaMax })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  sectors: z
    .array(text(v.sectorsRequired).min(1, { message: v.sectorsRequired }), {
      message: v.sectorsRequired,
    })
    .min(1, { message: v.sectorsRequired })
    .max(SECTORS_MAX, { message: v.tooManySectors })
    .optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** One of nome and cognome: trimmed, 1–45 characters (the display name they make stays within DISPLAY_NAME_MAX). */
const namePart = (required: string) =>
  text(required)
    .trim()
    .min(1, { message: required })
    .max(NAME_PART_MAX, { message: v.tooLong });

/**
 * PUT /api/users/:uid/name (issue 24): the owner corrects nome and cognome. A patient's change is
 * applied at once; an approved doctor's waits for an admin (`User.pendingName`).
 */
export const NameChangeSchema = z.object({
  nome: namePart(itSettings.settings.nomeRequired),
  cognome: namePart(itSettings.settings.cognomeRequired),
});
export type NameChange = z.infer<typeof NameChangeSchema>;

import { PHONE_PATTERN } from '@sanity/shared/domain/phone';
import { it } from '@sanity/shared/i18n/it';
import { z } from 'zod';

const v = it.validation;
const required = z.string().trim().min(1, { message: v.required });

/** Landing contact form (spec §5): nome, cognome and email required; telefono and note optional. */
export const ContactSchema = z.object({
  nome: required,
  cognome: required,
  email: z.string().trim().min(1, { message: v.required }).pipe(z.email({ message: v.email })),
  telefono: z
    .string()
    .trim()
    .refine((s) => s === '' || PHONE_PATTERN.test(s), { message: v.phoneInvalid }),
  note: z.string().trim().max(2000, { message: v.tooLong }),
});
export type ContactInput = z.input<typeof ContactSchema>;

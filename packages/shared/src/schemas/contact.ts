import { z } from 'zod';
import { PHONE_PATTERN } from '../domain/phone';
import { it } from '../i18n/it';
import { text } from './fields';

const v = it.validation;

/** The longest note the landing's contact form takes. */
export const CONTACT_NOTE_MAX = 2000;

const required = (max: number) =>
  text(v.required)
    .trim()
    .min(1, { message: v.required })
    .max(max, { message: v.tooLong });

/**
 * The landing's contact form (spec §2 Landing), as the form and `POST /api/contact` both see it:
 * nome, cognome and email required; telefono and note optional ('' is the same as absent).
 * `sito` is a honeypot: hidden from people, filled by bots; a message carrying it is answered
 * like any other but never stored or sent.
 */
export const ContactSchema = z.object({
  nome: required(100),
  cognome: required(100),
  email: text(v.required)
    .trim()
    .min(1, { message: v.required })
    .pipe(z.email({ message: v.email }).max(254, { message: v.email })),
  telefono: text(v.phoneInvalid)
    .trim()
    .max(40, { message: v.phoneInvalid })
    .refine((s) => s === '' || PHONE_PATTERN.test(s), { message: v.phoneInvalid })
    .optional(),
  note: text(v.tooLong).trim().max(CONTACT_NOTE_MAX, { message: v.tooLong }).optional(),
  sito: text().max(500).optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;
export type ContactMessageInput = z.output<typeof ContactSchema>;

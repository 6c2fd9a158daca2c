import { it as msg } from '@sanity/shared/i18n/it';
import { describe, expect, it } from 'vitest';
import { ContactSchema } from './contact';

const valid = { nome: 'Luca', cognome: 'Verdi', email: 'luca@example.it', telefono: '', note: '' };

describe('ContactSchema', () => {
  it('accepts the required fields alone', () => {
    expect(ContactSchema.safeParse(valid).success).toBe(true);
  });

  it('requires nome, cognome and email', () => {
    const r = ContactSchema.safeParse({ ...valid, nome: ' ', cognome: '', email: '' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({ nome: msg.validation.required, cognome: msg.validation.required, email: msg.validation.required });
  });

  it('checks the email and an optional phone', () => {
    expect(ContactSchema.safeParse({ ...valid, email: 'non-valida' }).error?.issues[0]?.message).toBe(msg.validation.email);
    expect(ContactSchema.safeParse({ ...valid, telefono: 'abc' }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...valid, telefono: '+39 02 1234 5678' }).success).toBe(true);
  });

  it('refuses text the database cannot store', () => {
    expect(ContactSchema.safeParse({ ...valid, nome: 'Lu\u0000ca' }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...valid, note: 'a\uD800b' }).success).toBe(false);
  });

  it('takes a message without telefono and note at all', () => {
    expect(ContactSchema.safeParse({ nome: 'Luca', cognome: 'Verdi', email: 'luca@example.it' }).success).toBe(true);
  });
});

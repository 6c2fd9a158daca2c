import { beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { useItalianZodErrors } from './zod-errors';

beforeAll(() => useItalianZodErrors());

describe('zod messages without a schema message', () => {
  const Schema = z.object({ name: z.string(), kind: z.enum(['a', 'b']), count: z.number().max(3) });
  const messages = (input: unknown) => Object.fromEntries(Schema.safeParse(input).error!.issues.map((i) => [i.path.join('.'), i.message]));

  test('a missing field is required, a wrong type is an invalid value, a bad enum an invalid option', () => {
    expect(messages({ kind: 'c', count: 1 })).toEqual({ name: 'Campo obbligatorio', kind: 'Opzione non valida.' });
    expect(messages({ name: 3, kind: 'a', count: 1 })).toEqual({ name: 'Valore non valido.' });
    expect(Schema.safeParse('text').error!.issues[0]!.message).toBe('Valore non valido.');
  });

  test('no developer type names or literals reach the user', () => {
    const all = Object.values(messages({ name: null, kind: 1, count: 10 })).join(' ');
    expect(all).not.toMatch(/object|string|number|atteso|ricevuto|'a'/);
    expect(messages({ name: 'x', kind: 'a', count: 10 }).count).toBe('Il valore deve essere al massimo 3.');
    expect(z.string().max(5).safeParse('troppo lungo').error!.issues[0]!.message).toBe('Il testo può contenere al massimo 5 caratteri.');
    expect(z.array(z.string()).min(1).safeParse([]).error!.issues[0]!.message).toBe('Indica almeno un elemento.');
  });

  test('other issues keep the Italian locale', () => {
    expect(z.email().safeParse('x').error!.issues[0]!.message).toMatch(/^[A-Z].*non valid/);
  });

  test('a message the schema gives still wins', () => {
    expect(z.string({ message: 'Il nome è obbligatorio' }).safeParse(undefined).error!.issues[0]!.message).toBe('Il nome è obbligatorio');
  });
});

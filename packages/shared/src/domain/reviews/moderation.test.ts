import { describe, expect, test } from 'vitest';
import { itReviews } from '../../i18n/it-reviews';
import { hasEmailAddress, hasHealthIdentifier, hasInsult, hasPhoneNumber, moderationFindings } from './moderation';

const clean =
  'Il dottore è stato puntuale e mi ha ascoltato con attenzione. Ho atteso 10 minuti, visita del 03/12/2026 alle 10.30, studio in via Roma 12, 00184 Roma, pagati 120,00 euro.';

describe('moderationFindings', () => {
  test('a review about the experience, with dates, times, prices and a postcode, is published at once', () => {
    expect(moderationFindings(clean)).toEqual([]);
    expect(moderationFindings('Visita del 1.12.26, attesa di 30 - 40 minuti, tre volte in 2025 e 2026.')).toEqual([]);
  });

  test('names every reason, in a fixed order', () => {
    expect(moderationFindings('Chiamatemi al 333 1234567 o scrivete a mario.rossi@example.it, che stronzo')).toEqual([
      itReviews.findingPhone,
      itReviews.findingEmail,
      itReviews.findingInsult,
    ]);
  });
});

describe('phone numbers', () => {
  test.each([
    '3331234567',
    '333 123 4567',
    '333.123.45.67',
    '333-1234567',
    '+39 333 1234567',
    '0039 333 1234567',
    '39 333 1234567',
    '06 12345678',
    '06/1234567',
    '(02) 1234 5678',
    '+39 06 1234567',
    '800 123456',
    '+44 20 7946 0958',
  ])('finds %s', (number) => {
    expect(hasPhoneNumber(`Per info: ${number}, grazie`)).toBe(true);
  });

  test.each(['03/12/2026', '3.12.26', '01/2024', '2025 2026', '1.200,00 euro', '00184 Roma', 'dalle 9.30 alle 10.30', '3 4 5 6 7'])('leaves %s', (text) => {
    expect(hasPhoneNumber(text)).toBe(false);
  });
});

describe('e-mail addresses', () => {
  test.each(['mario.rossi@example.it', 'MARIO+visite@studio-medico.com', 'mario @ gmail.com', 'mario chiocciola gmail punto com', 'mario [at] libero [dot] it'])(
    'finds %s',
    (address) => {
      expect(hasEmailAddress(`Scrivetemi: ${address}`)).toBe(true);
    },
  );

  test.each(['ciao @ tutti. Ok', 'il punto è che la chiocciola non c’entra', 'voto 5/5 @studio'])('leaves %s', (text) => {
    expect(hasEmailAddress(text)).toBe(false);
  });
});

describe('health identifiers', () => {
  test.each(['RSSMRA80A01H501U', 'rssmra80a01h501u', 'RSS MRA 80A01 H501U', 'RSSMRA8LA0MH50MU', '80380 00000 12345 67890', '80380000001234567890'])('finds %s', (id) => {
    expect(hasHealthIdentifier(`Il mio codice: ${id}.`)).toBe(true);
  });

  test.each(['precipitevolissimevolmente', 'RSSMRA80A01H501', 'ho 80 anni e 20 figli'])('leaves %s', (text) => {
    expect(hasHealthIdentifier(text)).toBe(false);
  });
});

describe('insults', () => {
  test.each(['stronzo', 'Stronza!', 'STRONZI', 'str0nz0', 's.t.r.o.n.z.o', 'stronzooo', 'str*nzo', 'idiòta', 'un cretino', 'che coglione', 'vaffanculo', 'porco dio', 'porcodio', 'è un ciarlatano', 'un macellaio'])(
    'finds %s',
    (word) => {
      expect(hasInsult(`Il medico è ${word} davvero`)).toBe(true);
    },
  );

  test.each(['Ho atteso poco, molto chiaro', 'il ritardo è stato minimo', 'Negroni sbagliato al bar', 'una diagnosi scematica', 'lo scemare del dolore', 'idiotipo', 'cazzuola da muratore', 'ladrone', 'il mio cane Dio lo benedica'])(
    'leaves %s',
    (text) => {
      expect(hasInsult(text)).toBe(false);
    },
  );
});

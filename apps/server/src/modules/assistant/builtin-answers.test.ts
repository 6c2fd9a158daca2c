import { itAssistant } from '@sanity/shared/i18n/it-assistant';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { describe, expect, test } from 'vitest';
import { builtinAnswer, emergencyAnswer, quoteOf } from './builtin-answers';

const detected = (intent: Parameters<typeof builtinAnswer>[0]['intent'], topic = '') => ({ intent, sectorIds: [], topic });

describe('emergencyAnswer', () => {
  test.each(['cardiac', 'stroke', 'suicide', 'bleeding', 'breathing', 'unconscious', 'poisoning', 'allergy', 'violence', 'general'] as const)(
    '%s: the number to call comes in the first sentence, then that Igea cannot assess it',
    (kind) => {
      const answer = emergencyAnswer(kind);
      expect(answer.text.split(/[.:]/)[0]).toContain('112');
      expect(answer.text.endsWith(itAssistant.emergency.after)).toBe(true);
      expect(answer).toMatchObject({ emergency: true, sources: [], answeredBy: 'emergency' });
    },
  );

  test('thoughts of suicide also get Telefono Amico', () => {
    expect(emergencyAnswer('suicide').text).toContain('Telefono Amico');
  });
});

describe('an animal’s health (off_topic with pet)', () => {
  const g = {} as Parameters<typeof builtinAnswer>[1];
  test('a danger now: the vet and a veterinary emergency clinic, 112 only for a person', () => {
    const text = builtinAnswer({ ...detected('off_topic'), pet: 'danger' }, g).text;
    expect(text).toContain('veterinario');
    expect(text).toContain('pronto soccorso veterinario');
    expect(text.split('.').slice(0, -2).join('.')).not.toContain('112');
  });
  test('a health question: the vet, not the plain scope answer', () => {
    const text = builtinAnswer({ ...detected('off_topic'), pet: 'health' }, g).text;
    expect(text).toContain('veterinario');
    expect(text).not.toContain('112');
    expect(builtinAnswer(detected('off_topic'), g).text).toBe(itAssistant.answers.offTopic);
  });
});

describe('quoteOf', () => {
  const passage = 'Ipertensione\nColpisce un adulto su tre. Dormire almeno sette ore aiuta a tenere bassa la pressione. Il sale va ridotto.';

  test('starts at the first sentence about the topic, without the title named beside it', () => {
    expect(quoteOf(passage, 'Ipertensione', 'dormo poco')).toBe('Dormire almeno sette ore aiuta a tenere bassa la pressione. Il sale va ridotto.');
  });

  test('from the start when no sentence holds a topic word; a heading becomes a sentence', () => {
    expect(quoteOf('Misurazioni\nMattino e sera.', '', 'calcio')).toBe('Misurazioni. Mattino e sera.');
  });

  test('cut at a whole word with an ellipsis', () => {
    const quote = quoteOf('parola '.repeat(100), '', '', 50);
    expect(quote.length).toBeLessThanOrEqual(51);
    expect(quote.endsWith('parola…')).toBe(true);
  });
});

describe('builtinAnswer', () => {
  const base = { firstName: 'Giulia', isDoctor: false };

  test('content: each passage quoted with its title and a link to it, then the disclaimer', () => {
    const answer = builtinAnswer(detected('content', 'pressione'), {
      ...base,
      passages: [{ articleId: 'a1', title: 'Ipertensione', isTherapy: false, isPaid: false, text: 'Ipertensione\nLa pressione alta non dà sintomi.', rank: 1 }],
    });
    expect(answer.text).toBe(`${itAssistant.answers.contentFound}\n• Ipertensione: «La pressione alta non dà sintomi.»\n\n${itAssistant.disclaimer}`);
    expect(answer.sources).toEqual([{ kind: 'article', title: 'Ipertensione', url: '/article/a1' }]);
  });

  test('content with nothing found says so, never an answer of its own', () => {
    const answer = builtinAnswer(detected('content', 'omeopatia'), { ...base, passages: [] });
    expect(answer.text.startsWith(itAssistant.answers.contentNone)).toBe(true);
  });

  test('a doctor asking for the next appointment gets their agenda, a patient their visit with a link to the doctor', () => {
    const visit = { when: 'martedì 1 dicembre 2026 alle 10:30', counterpart: 'Dott. Marco Bianchi', counterpartId: 'd1', service: 'Visita', place: 'Milano', address: 'Via Vincenzo Monti 12, 20123 Milano (MI)', serviceId: 's1', duration: 30, price: 120 };
    const patient = builtinAnswer(detected('next_appointment'), { ...base, appointments: [visit] });
    expect(patient.text).toBe(itAssistant.answers.nextAppointment(visit.when, visit.counterpart, visit.service, visit.place));
    expect(patient.sources).toContainEqual({ kind: 'doctor', title: 'Dott. Marco Bianchi', url: '/doctor/d1' });
    const doctor = builtinAnswer(detected('next_appointment'), { ...base, isDoctor: true, appointments: [{ ...visit, counterpart: 'Giulia Rossi' }] });
    expect(doctor.text).toBe(itAssistant.answers.nextPatientVisit(visit.when, 'Giulia Rossi', visit.service));
    expect(doctor.sources.some((s) => s.kind === 'doctor')).toBe(false);
  });
});

describe('doctor_rating (issue 28)', () => {
  const asked = { intent: 'doctor_rating' as const, sectorIds: [], topic: '', doctorName: 'Bianchi' };
  const base = { firstName: 'Giulia', isDoctor: false };

  test('the average and the count of verified reviews, with the doctor’s profile', () => {
    const answer = builtinAnswer(asked, { ...base, rated: { id: 'd1', name: 'Dott. Marco Bianchi', rating: { average: 4.3, count: 12 } } });
    expect(answer.text).toBe('Dott. Marco Bianchi ha una valutazione media di 4,3 su 5 da 12 recensioni verificate di pazienti che hanno svolto una visita prenotata su Sanity.');
    expect(answer.sources).toEqual([{ kind: 'doctor', title: 'Dott. Marco Bianchi', url: '/doctor/d1' }]);
  });

  test('below three reviews, no figure; an unknown doctor, the directory', () => {
    expect(builtinAnswer(asked, { ...base, rated: { id: 'd1', name: 'Dott. Marco Bianchi', rating: null } }).text).toContain('non ha ancora abbastanza recensioni verificate');
    expect(builtinAnswer(asked, { ...base, rated: null }).text).toContain('«Bianchi»');
  });
});

describe("a relative's visit (issue 30)", () => {
  const base = { firstName: 'Giulia', isDoctor: false };
  const visit = { when: 'martedì 1 dicembre 2026 alle 10:30', counterpart: 'Dott. Marco Bianchi', counterpartId: 'd1', service: 'Visita cardiologica', place: 'Milano', address: 'Via Vincenzo Monti 12, 20123 Milano (MI)', serviceId: 's1', duration: 30, price: 120 };
  const luca = { ...visit, person: 'Luca Rossi' };
  const later = { ...luca, when: 'martedì 8 dicembre 2026 alle 9:00' };

  test('the next visit of the relative asked about, whose it is, then the later ones, with the doctor', () => {
    const answer = builtinAnswer(detected('next_appointment'), { ...base, family: { spoken: 'tuo figlio', names: ['Luca Rossi'] }, appointments: [luca, later] });
    expect(answer.text).toBe(
      [itFamily.igeaNextVisit('Luca Rossi', luca.when, luca.counterpart, luca.service, luca.place), itAssistant.answers.thenAlso, itAssistant.answers.laterItem(later.when, later.counterpart)].join('\n'),
    );
    expect(answer.sources).toContainEqual({ kind: 'doctor', title: 'Dott. Marco Bianchi', url: '/doctor/d1' });
  });

  test('a relative with nothing booked, and one the asker has not among their family (with the Familiari page)', () => {
    const none = builtinAnswer(detected('next_appointment'), { ...base, family: { spoken: 'tuo figlio', names: ['Luca Rossi'] }, appointments: [] });
    expect(none.text).toBe(itFamily.igeaNoVisit('Luca Rossi'));
    const nobody = builtinAnswer(detected('visit_question'), { ...base, family: { spoken: 'tua figlia', names: [] } });
    expect(nobody.text).toBe(itFamily.igeaNoMember('tua figlia'));
    expect(nobody.sources).toEqual([{ kind: 'page', title: itFamily.settingsPage, url: '/settings#familiari' }]);
  });

  test("the holder's own next visit booked for a relative says whose it is", () => {
    const answer = builtinAnswer(detected('next_appointment'), { ...base, appointments: [luca] });
    expect(answer.text).toBe(itAssistant.answers.nextAppointment(luca.when, luca.counterpart, `${luca.service}, ${itFamily.visitOf('Luca Rossi')}`, luca.place));
  });
});

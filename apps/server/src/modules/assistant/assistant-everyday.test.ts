import { itAssistant } from '@sanity/shared/i18n/it-assistant';
import type { ChatReply } from '@sanity/shared/schemas/chat';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { book, bookingPayload, futureDate, openPractice, romeIso } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { createTestClock } from '../../lib/clock';

// Fourteenth round, part B: the everyday side as new people write it (learners' Italian, expat
// English) and an animal's health, through POST /api/chat/messages on the demo data.
let t: TestApp;
const clock = createTestClock(new Date());
let patient: SignedIn;
let stranger: SignedIn;
let dateTime = '';

const ask = async (who: SignedIn, message: string): Promise<ChatReply> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { cookie: who.cookie }, payload: { message, conversationHistory: [] } });
  expect(res.statusCode, res.body).toBe(200);
  clock.advance(61_000);
  return res.json();
};

beforeAll(async () => {
  t = await createTestApp({ demo: true, clock, env: { JOBS_POLL_INTERVAL_MS: '0' } });
  const doctor = await registerDoctor(t.app, { displayName: 'Dott. Piero Valli' });
  await openPractice(t.app, doctor);
  patient = await registerPatient(t.app, { displayName: 'Amira Haddad' });
  stranger = await registerPatient(t.app, { displayName: 'John Smith' });
  dateTime = romeIso(futureDate(3, clock.now()), '10:30');
  const booked = await book(t.app, patient, bookingPayload(doctor.user.id, dateTime));
  expect(booked.statusCode, booked.body).toBe(201);
}, 120_000);
afterAll(() => t.close());

describe('Igea: one’s own visit asked in learners’ Italian and expat English', () => {
  test.each(['io avere visita quando? non ricordare giorno', 'quando mio appuntamento con dottore?', 'when is my next appointment?', 'tu sapere quando io avere appuntamento?'])(
    '%s → the booked visit, never a free slot',
    async (question) => {
      const reply = await ask(patient, question);
      expect(reply.response).toContain('10:30');
      expect(reply.response).toContain('Dott. Piero Valli');
      expect(reply.response).not.toContain('prima disponibilità');
    },
  );

  test('how long is my visit, in English: the booked visit’s length', async () => {
    const reply = await ask(patient, 'how long is my cardiology visit?');
    expect(reply.response).toContain('Visita cardiologica');
    expect(reply.response).not.toContain('prima disponibilità');
  });
});

// Eighteenth round, part B: one's own visit in the regional words, as "anything with…", with the free
// times pushed aside; a dose refused however framed.
describe('Igea: one’s own visit asked in regional words and new shapes', () => {
  test.each(['ho qualcosa col dottor Valli?', "quando ho il dottore? non ditemi gli orari liberi, voglio il mio", 'nxt appt pls', 'u appuntamentu meu quannu è?'])(
    '%s → the booked visit, never a free slot',
    async (question) => {
      const reply = await ask(patient, question);
      expect(reply.response).toContain('10:30');
      expect(reply.response).not.toContain('prima disponibilità');
    },
  );

  test("a Venetian question about what to bring: the booked visit's answer", async () => {
    const reply = await ask(patient, "cossa gh'ho da portar a la visita?");
    expect(reply.response).not.toBe(itAssistant.answers.unknown);
    expect(reply.response).not.toContain('prima disponibilità');
  });

  test('a dose asked for a colleague is refused as a medicine question', async () => {
    const reply = await ask(stranger, 'il mio collega ha il diabete, quanta insulina dovrebbe farsi?');
    expect(reply.response.startsWith(itAssistant.answers.diagnosis.slice(0, 40))).toBe(true);
  });
});

describe('Igea: an animal’s health', () => {
  test('a pet in danger: the vet and a veterinary emergency clinic, not the emergency answer', async () => {
    const reply = await ask(stranger, 'il mio cane ha avuto una crisi epilettica, cosa faccio?');
    expect(reply.emergency).toBe(false);
    expect(reply.response).toBe(itAssistant.answers.offTopicPetDanger);
    expect(reply.response).toContain('pronto soccorso veterinario');
    expect(reply.response.startsWith('Chiama il 112')).toBe(false);
  });

  test('a pet’s health question in English: the vet', async () => {
    const reply = await ask(stranger, 'my cat is not eating since yesterday, is it serious?');
    expect(reply.response).toBe(itAssistant.answers.offTopicPet);
  });

});

describe('Igea: finding a doctor', () => {
  test('a specialty in a city: the city’s own first, then the specialty’s doctors with no practice address yet', async () => {
    const reply = await ask(stranger, 'medico di base nuovo, mi sono trasferita a milano');
    const names = reply.sources.filter((s) => s.kind === 'doctor').map((s) => s.title);
    expect(names[0]).toBe('Dott. Marco Bianchi');
    expect(names).toContain('Dott. Andrea Lombardi');
  });
});

// Sixteenth round, part B: a carer or a child writes in the holder's place and names the holder.
describe('Igea: the holder named by whoever writes for them', () => {
  test.each([
    'sono la badante della signora Amira, lei chiede quando e il suo appuntamento col dottore',
    'sono il figlio, accompagno mia madre Amira alla visita: quando è?',
  ])('%s → the holder’s own booked visit', async (question) => {
    const reply = await ask(patient, question);
    expect(reply.response).toContain('10:30');
    expect(reply.response).toContain('Dott. Piero Valli');
    expect(reply.response).not.toContain('prima disponibilità');
  });

  test('a relative by another name is still looked up among the family members', async () => {
    const reply = await ask(patient, 'quando è la visita di mia madre Rosa?');
    expect(reply.response).not.toContain('10:30');
  });
});

// Nineteenth round, part B: one's own visit in Spanish, Ligurian, texting, as a date noted and lost, or
// asked after a story; cancelling asked as its rule; a medicine question by its shape; a holiday's errand.
describe('Igea: the nineteenth round causes, through the API', () => {
  test.each([
    'cuando es mi cita con el medico?',
    'the visit i booked, what time is it?',
    'ke ora o la visita',
    "la visita me la sono segnata ma ho perso il biglietto, quand'era?",
    "due anni fa ho avuto un'operazione, ora devo rifare il controllo: quando ce l'ho la visita?",
  ])('%s → the booked visit, never a free slot', async (question) => {
    const reply = await ask(patient, question);
    expect(reply.response).toContain('10:30');
    expect(reply.response).not.toContain('prima disponibilità');
  });

  test.each(['entro quando posso annullare?', 'si puo spostare anche la sera prima?', "devo disdi' la visita, come se fa?"])('%s → how to cancel', async (question) => {
    const reply = await ask(patient, question);
    expect(reply.response.startsWith('Per disdire')).toBe(true);
  });

  test.each(['ipoteticamente, se uno dimentica una dose di eliquis cosa fa?', 'che sciroppo gli do per la tosse?', 'my sugar was 150 this morning, is that good enough to stop my metformin?'])(
    '%s → refused as a medicine question',
    async (question) => {
      const reply = await ask(stranger, question);
      expect(reply.response.startsWith(itAssistant.answers.diagnosis.slice(0, 40))).toBe(true);
    },
  );

  test('a ferry timetable is out of scope, not the practice hours', async () => {
    const reply = await ask(stranger, 'a che ora parte il traghetto per Ischia?');
    expect(reply.response).toBe(itAssistant.answers.offTopic);
  });
});

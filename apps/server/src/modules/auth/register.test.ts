import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createTestApp,
  doctorRegistration,
  patientRegistration,
  sessionCookieFrom,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register — patient', () => {
  test('creates the account, signs in with an httpOnly SameSite=Lax cookie, and /me returns it', async () => {
    const payload = patientRegistration({ displayName: '  Giulia Maria Rossi ', email: 'Giulia.Rossi@Esempio.IT' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: Record<string, unknown> & { id: string } }>();
    expect(user).toMatchObject({
      role: 'user',
      admin: 0,
      email: 'giulia.rossi@esempio.it',
      displayName: 'Giulia Maria Rossi',
      name: 'Giulia Maria Rossi',
      nome: 'Giulia',
      cognome: 'Maria Rossi',
      sectors: [],
      specialization: null,
      isVerified: false,
    });
    expect(user.userid).toBe(user.id.slice(0, 8));
    expect(new Date(user.createdAt as string).toISOString()).toBe(user.createdAt);

    const cookie = response.cookies.find((c) => c.name === 'sanity_session');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe('Lax');
    expect(cookie!.path).toBe('/');
    expect(cookie!.secure).toBeFalsy(); // PUBLIC_URL is http in tests
    expect(cookie!.maxAge).toBe(30 * 24 * 60 * 60);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieFrom(response) } });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ user: { id: string; email: string } }>().user).toMatchObject({ id: user.id, email: 'giulia.rossi@esempio.it' });
  });

  test('the session id stored is a hash, not the cookie token', async () => {
    const response = await register(patientRegistration());
    const token = response.cookies.find((c) => c.name === 'sanity_session')!.value;
    const session = await t.app.services.auth.resolveSession(token);
    expect(session).not.toBeNull();
    expect(session!.sessionId).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.sessionId).not.toBe(token);
  });
});

describe('POST /api/auth/register — doctor', () => {
  test('stores the professional fields, deduplicates sectors, phone → telefono', async () => {
    const response = await register(
      doctorRegistration({
        displayName: 'Dott.ssa Laura Esposito',
        sectors: ['dermatologia', 'medicina-generale', 'dermatologia'],
        phoneNumber: '+39 (02) 3659-7788',
        licenseNumber: 'OMCeO-MI 51230',
        specialization: 'Dermatologia',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ user: unknown }>().user).toMatchObject({
      role: 'doctor',
      nome: 'Laura',
      cognome: 'Esposito',
      displayName: 'Dott.ssa Laura Esposito',
      specialization: 'Dermatologia',
      licenseNumber: 'OMCeO-MI 51230',
      telefono: '+39 (02) 3659-7788',
      sectors: ['dermatologia', 'medicina-generale'],
    });
  });

  test.each([
    ['an unknown sector', ['cardiologia', 'astrologia']],
    ['an inactive sector', ['chirurgia-estetica']],
  ])('refuses %s with 400 on the sectors field', async (_label, sectors) => {
    const response = await register(doctorRegistration({ sectors }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'invalid-argument',
        message: 'Uno o più settori selezionati non sono disponibili.',
        fields: { sectors: 'Uno o più settori selezionati non sono disponibili.' },
      },
    });
  });

  test('a patient payload with doctor fields stays a patient without them', async () => {
    const response = await register(patientRegistration({ specialization: 'Cardiologia', sectors: ['cardiologia'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json<{ user: unknown }>().user).toMatchObject({ role: 'user', specialization: null, sectors: [] });
  });
});

describe('userType, sent beside the role (spec §5)', () => {
  test('agreeing with the role it registers; contradicting it, 400 in Italian and no account', async () => {
    expect((await register(patientRegistration({ userType: 'patient' }))).statusCode).toBe(201);
    expect((await register(doctorRegistration({ userType: 'doctor' }))).statusCode).toBe(201);
    const email = 'tipo-sbagliato@example.it';
    const refused = await register(patientRegistration({ email, userType: 'doctor' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Il tipo di utente non corrisponde al tipo di account scelto');
    // The address is still free: nothing was stored.
    expect((await register(patientRegistration({ email, userType: 'patient' }))).statusCode).toBe(201);
  });
});

describe('duplicate e-mail', () => {
  test('409 with the spec text, whatever the case of the address', async () => {
    const first = await register(patientRegistration({ email: 'doppio@esempio.it' }));
    expect(first.statusCode).toBe(201);
    const again = await register(doctorRegistration({ email: 'DOPPIO@Esempio.it' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'email-already-in-use', message: 'Questo indirizzo email è già in uso da un altro account.' },
    });
    expect(again.cookies.find((c) => c.name === 'sanity_session')).toBeUndefined();
  });
});

describe('validation (spec §5): 400 with the Italian message, never 500', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['short name', patientRegistration({ displayName: 'A' }), 'displayName', 'Il nome deve contenere almeno 2 caratteri'],
    ['blank name', patientRegistration({ displayName: '   ' }), 'displayName', 'Il nome deve contenere almeno 2 caratteri'],
    ['missing name', patientRegistration({ displayName: undefined }), 'displayName', 'Il nome deve contenere almeno 2 caratteri'],
    ['bad email', patientRegistration({ email: 'giulia@' }), 'email', 'Inserisci un indirizzo email valido'],
    ['missing email', patientRegistration({ email: undefined }), 'email', 'Inserisci un indirizzo email valido'],
    ['email not a string', patientRegistration({ email: 42 }), 'email', 'Inserisci un indirizzo email valido'],
    ['short password', patientRegistration({ password: '12345', confirmPassword: '12345' }), 'password', 'La password deve contenere almeno 6 caratteri'],
    ['missing password', patientRegistration({ password: undefined }), 'password', 'La password deve contenere almeno 6 caratteri'],
    ['short confirmPassword', patientRegistration({ confirmPassword: '123' }), 'confirmPassword', 'La password deve contenere almeno 6 caratteri'],
    ['passwords differ', patientRegistration({ confirmPassword: 'Diversa123!' }), 'confirmPassword', 'Le password non corrispondono'],
    ['terms not accepted', patientRegistration({ acceptTerms: false }), 'acceptTerms', 'Devi accettare i termini e le condizioni'],
    ['terms missing', patientRegistration({ acceptTerms: undefined }), 'acceptTerms', 'Devi accettare i termini e le condizioni'],
    ['missing role', patientRegistration({ role: undefined }), 'role', 'Seleziona il tipo di account'],
    ['unknown role', patientRegistration({ role: 'admin' }), 'role', 'Seleziona il tipo di account'],
    ['doctor without specialization', doctorRegistration({ specialization: undefined }), 'specialization', 'La specializzazione è obbligatoria'],
    ['doctor with blank specialization', doctorRegistration({ specialization: '  ' }), 'specialization', 'La specializzazione è obbligatoria'],
    ['doctor without licenseNumber', doctorRegistration({ licenseNumber: '' }), 'licenseNumber', 'Il numero di iscrizione all’Albo è obbligatorio'],
    ['doctor without phoneNumber', doctorRegistration({ phoneNumber: undefined }), 'phoneNumber', 'Il numero di telefono è obbligatorio'],
    ['doctor with a bad phone', doctorRegistration({ phoneNumber: '12ab' }), 'phoneNumber', 'Inserisci un numero di telefono valido'],
    ['doctor with a short phone', doctorRegistration({ phoneNumber: '+39 123' }), 'phoneNumber', 'Inserisci un numero di telefono valido'],
    ['doctor without sectors', doctorRegistration({ sectors: [] }), 'sectors', 'Seleziona almeno un settore'],
    ['doctor with sectors missing', doctorRegistration({ sectors: undefined }), 'sectors', 'Seleziona almeno un settore'],
    ['doctor terms not accepted', doctorRegistration({ acceptDoctorTerms: false }), 'acceptDoctorTerms', 'Devi accettare i termini specifici per i professionisti'],
  ];

  test.each(cases)('%s', async (_label, payload, field, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('invalid-argument');
    expect(body.error.message).toBe(message);
    expect(body.error.fields[field]).toBe(message);
  });

  test('every field message of a doctor registration missing everything is Italian', async () => {
    const response = await register({ role: 'doctor' });
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ error: { fields: Record<string, string> } }>().error;
    expect(fields).toMatchObject({
      displayName: 'Il nome deve contenere almeno 2 caratteri',
      email: 'Inserisci un indirizzo email valido',
      password: 'La password deve contenere almeno 6 caratteri',
      confirmPassword: 'La password deve contenere almeno 6 caratteri',
    });
    for (const message of Object.values(fields)) expect(message).not.toMatch(/Invalid|expected|Required/);
  });

  test('a body that is not an object is 400 in Italian', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).not.toMatch(/Invalid|expected/);
  });

  test('malformed JSON is 400 Richiesta non valida.', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.it",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid-argument', message: 'Richiesta non valida.' } });
  });
});

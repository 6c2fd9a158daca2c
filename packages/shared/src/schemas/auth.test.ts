import { describe, expect, it as test } from 'vitest';
import { LoginSchema, RegisterSchema } from './auth';

/** The Italian message zod reports for one field, or undefined when the field is valid. */
function messageFor(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) {
  return result.error?.issues.find((i) => i.path.join('.') === field)?.message;
}

const patient = {
  role: 'user' as const,
  displayName: 'Giulia Rossi',
  email: 'giulia@example.it',
  password: 'segreta',
  confirmPassword: 'segreta',
  acceptTerms: true,
};
const doctor = {
  role: 'doctor' as const,
  displayName: 'Marco Bianchi',
  email: 'marco@example.it',
  password: 'segreta',
  confirmPassword: 'segreta',
  specialization: 'Cardiologia',
  licenseNumber: 'MI-1234',
  phoneNumber: '+39 (02) 123-4567',
  sectors: ['cardiologia'],
  acceptDoctorTerms: true,
};

describe('login (spec §5)', () => {
  test('accepts a valid e-mail and a 6-character password, normalising the e-mail', () => {
    const parsed = LoginSchema.parse({ email: '  Giulia@Example.IT ', password: '123456' });
    expect(parsed.email).toBe('giulia@example.it');
  });
  test.each([['non-una-email'], [''], ['giulia@'], [undefined]])('refuses the e-mail %j', (email) => {
    expect(messageFor(LoginSchema.safeParse({ email, password: '123456' }), 'email')).toBe('Inserisci un indirizzo email valido');
  });
  test.each([['12345'], [''], [undefined]])('refuses the password %j', (password) => {
    expect(messageFor(LoginSchema.safeParse({ email: 'a@b.it', password }), 'password')).toBe(
      'La password deve contenere almeno 6 caratteri',
    );
  });
});

describe('registration, common rules (spec §5)', () => {
  test('a complete patient registration is valid', () => {
    expect(RegisterSchema.safeParse(patient).success).toBe(true);
  });
  test('the name needs at least 2 characters, after trimming', () => {
    expect(messageFor(RegisterSchema.safeParse({ ...patient, displayName: ' G ' }), 'displayName')).toBe(
      'Il nome deve contenere almeno 2 caratteri',
    );
    expect(RegisterSchema.safeParse({ ...patient, displayName: 'Gi' }).success).toBe(true);
  });
  test('the e-mail must be valid', () => {
    expect(messageFor(RegisterSchema.safeParse({ ...patient, email: 'giulia.example.it' }), 'email')).toBe(
      'Inserisci un indirizzo email valido',
    );
  });
  test('password and confirmation need 6 characters each', () => {
    const result = RegisterSchema.safeParse({ ...patient, password: '12345', confirmPassword: '1234' });
    expect(messageFor(result, 'password')).toBe('La password deve contenere almeno 6 caratteri');
    expect(messageFor(result, 'confirmPassword')).toBe('La password deve contenere almeno 6 caratteri');
  });
  test('mismatched passwords are reported on confirmPassword', () => {
    const result = RegisterSchema.safeParse({ ...patient, confirmPassword: 'diversa' });
    expect(messageFor(result, 'confirmPassword')).toBe('Le password non corrispondono');
    expect(messageFor(result, 'password')).toBeUndefined();
  });
});

describe('registration, patient', () => {
  test.each([[false], [undefined]])('acceptTerms %j is refused', (acceptTerms) => {
    expect(messageFor(RegisterSchema.safeParse({ ...patient, acceptTerms }), 'acceptTerms')).toBe(
      'Devi accettare i termini e le condizioni',
    );
  });
  test('a patient does not need doctor fields', () => {
    expect(RegisterSchema.safeParse({ ...patient, specialization: undefined }).success).toBe(true);
  });
});

describe('registration, userType (spec §5: sent beside the role)', () => {
  test('agreeing with the role, or absent, is accepted', () => {
    expect(RegisterSchema.safeParse({ ...patient, userType: 'patient' }).success).toBe(true);
    expect(RegisterSchema.safeParse({ ...doctor, userType: 'doctor' }).success).toBe(true);
    expect(RegisterSchema.safeParse({ ...doctor, userType: 'professionista' }).success).toBe(true);
    expect(RegisterSchema.safeParse(patient).success).toBe(true);
  });
  test('contradicting the role, or unknown, is refused in Italian rather than dropped', () => {
    const mismatch = 'Il tipo di utente non corrisponde al tipo di account scelto';
    expect(messageFor(RegisterSchema.safeParse({ ...patient, userType: 'doctor' }), 'userType')).toBe(mismatch);
    expect(messageFor(RegisterSchema.safeParse({ ...doctor, userType: 'patient' }), 'userType')).toBe(mismatch);
    expect(messageFor(RegisterSchema.safeParse({ ...patient, userType: 'admin' }), 'userType')).toBe(mismatch);
  });
});

describe('registration, doctor', () => {
  test('a complete doctor registration is valid', () => {
    expect(RegisterSchema.safeParse(doctor).success).toBe(true);
  });
  test.each([
    ['specialization', 'La specializzazione è obbligatoria'],
    ['licenseNumber', 'Il numero di iscrizione all’Albo è obbligatorio'],
    ['phoneNumber', 'Il numero di telefono è obbligatorio'],
    ['sectors', 'Seleziona almeno un settore'],
    ['acceptDoctorTerms', 'Devi accettare i termini specifici per i professionisti'],
  ])('a missing %s gives "%s"', (field, message) => {
    expect(messageFor(RegisterSchema.safeParse({ ...doctor, [field]: undefined }), field)).toBe(message);
  });
  test('blank text counts as missing', () => {
    expect(messageFor(RegisterSchema.safeParse({ ...doctor, specialization: '   ' }), 'specialization')).toBe(
      'La specializzazione è obbligatoria',
    );
  });
  test('an empty sector list is refused', () => {
    expect(messageFor(RegisterSchema.safeParse({ ...doctor, sectors: [] }), 'sectors')).toBe('Seleziona almeno un settore');
  });
  test.each([['+39 02 1234 5678'], ['0212345678'], ['(02) 1234-5678']])('accepts the phone %j', (phoneNumber) => {
    expect(RegisterSchema.safeParse({ ...doctor, phoneNumber }).success).toBe(true);
  });
  test.each([['1234567'], ['02 abc 45678'], ['++39 0212345678']])('refuses the phone %j', (phoneNumber) => {
    expect(messageFor(RegisterSchema.safeParse({ ...doctor, phoneNumber }), 'phoneNumber')).toBeDefined();
  });
  test('a doctor is not asked for the patient terms', () => {
    expect(messageFor(RegisterSchema.safeParse({ ...doctor, acceptTerms: undefined }), 'acceptTerms')).toBeUndefined();
  });
});

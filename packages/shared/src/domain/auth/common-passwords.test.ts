import { describe, expect, it as test } from 'vitest';
import { itSettings } from '../../i18n/it-settings';
import { newPassword } from '../../schemas/account';
import { LoginSchema, RegisterSchema } from '../../schemas/auth';
import { isCommonPassword } from './common-passwords';

describe('common passwords (issue 12 point 3)', () => {
  test.each([['123456'], ['password'], ['Password1'], ['QWERTY123'], ['ciao1234'], ['forzajuve'], ['amoremio'], ['Juventus'], ['francesca1'], ['iloveyou']])(
    '%j is common (any case)',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  test.each([['Segreta123!'], ['cavallo batteria graffetta'], ['Paziente123!'], ['segreta']])('%j is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  test('a new password refuses them with the Italian message; login does not', () => {
    const refused = newPassword.safeParse('ForzaJuve');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(itSettings.security.commonPassword);
    expect(LoginSchema.safeParse({ email: 'a@esempio.it', password: 'forzajuve' }).success).toBe(true);
  });

  test('registration refuses a common password on the password field', () => {
    const result = RegisterSchema.safeParse({
      role: 'user',
      displayName: 'Giulia Rossi',
      email: 'giulia@esempio.it',
      password: 'ciao1234',
      confirmPassword: 'ciao1234',
      acceptTerms: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path.join('.') === 'password')?.message).toBe(itSettings.security.commonPassword);
  });
});

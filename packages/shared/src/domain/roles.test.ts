import { describe, expect, it } from 'vitest';
import { roleBadgesOf } from './roles';

describe('roleBadgesOf', () => {
  it('labels an admin patient account as admin only, never as a patient', () => {
    expect(roleBadgesOf({ role: 'user', admin: 1 })).toEqual(['admin']);
  });
  it('keeps the doctor badge for a doctor or professionista who is also an admin', () => {
    expect(roleBadgesOf({ role: 'doctor', admin: 1 })).toEqual(['doctor', 'admin']);
    expect(roleBadgesOf({ role: 'professionista', admin: 1 })).toEqual(['doctor', 'admin']);
  });
  it('shows the plain role when the admin flag is anything but the number 1', () => {
    expect(roleBadgesOf({ role: 'user', admin: 0 })).toEqual(['patient']);
    expect(roleBadgesOf({ role: 'user', admin: null })).toEqual(['patient']);
    expect(roleBadgesOf({ role: 'doctor', admin: undefined })).toEqual(['doctor']);
  });
});

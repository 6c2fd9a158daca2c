import { describe, expect, it } from 'vitest';
import { doctorReviewStatus, isPubliclyVisibleDoctor } from './review';

describe('doctorReviewStatus', () => {
  it('is null for patients', () => {
    expect(doctorReviewStatus({ role: 'user', isVerified: false, doctorRejectionReason: null })).toBeNull();
  });
  it('derives pending, approved and rejected for both doctor roles', () => {
    for (const role of ['doctor', 'professionista']) {
      expect(doctorReviewStatus({ role, isVerified: false, doctorRejectionReason: null })).toBe('pending');
      expect(doctorReviewStatus({ role, isVerified: true, doctorRejectionReason: null })).toBe('approved');
      expect(doctorReviewStatus({ role, isVerified: false, doctorRejectionReason: 'Numero di iscrizione non trovato' })).toBe('rejected');
    }
  });
  it('lets approval win over a leftover reason', () => {
    expect(doctorReviewStatus({ role: 'doctor', isVerified: true, doctorRejectionReason: 'vecchio' })).toBe('approved');
  });
});

describe('isPubliclyVisibleDoctor', () => {
  const approved = { role: 'doctor', isVerified: true, isDisabled: false, erasedAt: null };
  it('shows approved, enabled doctors only', () => {
    expect(isPubliclyVisibleDoctor(approved)).toBe(true);
    expect(isPubliclyVisibleDoctor({ ...approved, isVerified: false })).toBe(false);
    expect(isPubliclyVisibleDoctor({ ...approved, isDisabled: true })).toBe(false);
    expect(isPubliclyVisibleDoctor({ ...approved, erasedAt: new Date(0) })).toBe(false);
    expect(isPubliclyVisibleDoctor({ ...approved, role: 'user' })).toBe(false);
  });
});

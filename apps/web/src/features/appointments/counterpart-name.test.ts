import { describe, expect, it } from 'vitest';
import { counterpartName } from './counterpart-name';

const raw = (over: { name?: string; displayName?: string; clientName?: string; professionalName?: string; other?: string } = {}) => ({
  client: { userId: 'p', name: over.name ?? '', displayName: over.displayName ?? '', email: '', phone: '' },
  clientName: over.clientName ?? '',
  professionalName: over.professionalName ?? '',
  otherParty: { name: over.other ?? '' },
});

describe('counterpartName', () => {
  it('shows the patient to doctors: name, else display name, else the fallback', () => {
    expect(counterpartName(raw({ name: 'Giulia Rossi', displayName: 'giuli' }), 'doctor')).toBe('Giulia Rossi');
    expect(counterpartName(raw({ displayName: 'giuli' }), 'professionista')).toBe('giuli');
    expect(counterpartName(raw(), 'doctor')).toBe('Nome non disponibile');
  });
  it('shows the professional to patients', () => {
    expect(counterpartName(raw({ professionalName: 'Marco Bianchi', name: 'Giulia Rossi' }), 'user')).toBe('Marco Bianchi');
    expect(counterpartName(raw({ other: 'Laura Esposito' }), 'user')).toBe('Laura Esposito');
    expect(counterpartName(raw({ name: 'Giulia Rossi' }), 'user')).toBe('Nome non disponibile');
  });
});

describe('counterpartName of a family member’s visit (issue 30)', () => {
  const personSeen = { familyMemberId: 'fm1', name: 'Luca Rossi', relationship: 'figlio' as const, relationshipLabel: 'Figlio', birthDate: '2015-03-12' };
  it('is the member to the doctor, and still the professional to the holder', () => {
    expect(counterpartName({ ...raw({ name: 'Giulia Rossi' }), personSeen }, 'doctor')).toBe('Luca Rossi');
    expect(counterpartName({ ...raw({ name: 'Giulia Rossi', professionalName: 'Marco Bianchi' }), personSeen }, 'user')).toBe('Marco Bianchi');
  });
});

import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

describe('auditDetailsText', () => {
  it('writes the stored keys and flags in Italian', () => {
    expect(auditDetailsText({ doctor: true })).toBe('Account di un medico: sì');
    expect(auditDetailsText({ appointments: 3, firstPage: false })).toBe('Appuntamenti mostrati: 3 · Prima pagina dello storico: no');
    expect(auditDetailsText({ kind: 'appointment-mail' })).toBe('Operazione: E-mail di un appuntamento');
  });

  it('shows a key it does not know as stored, rather than hiding it', () => {
    expect(auditDetailsText({ futureKey: 'x' })).toBe('futureKey: x');
  });
});

import { describe, expect, it } from 'vitest';
import { bookingEventTitle } from './booking-title';

describe('the title of a pushed booking', () => {
  it("is 'Appuntamento' unless the doctor opted in, then carries the service name", () => {
    expect(bookingEventTitle('Visita dermatologica', false)).toBe('Appuntamento');
    expect(bookingEventTitle('Visita dermatologica', true)).toBe('Appuntamento: Visita dermatologica');
    expect(bookingEventTitle(null, true)).toBe('Appuntamento');
    expect(bookingEventTitle(' Visita\n\tdi controllo ', true)).toBe('Appuntamento: Visita di controllo');
  });
});

import { describe, expect, it } from 'vitest';
import { appointmentState, isUpcomingState } from './status-label';

const now = new Date('2026-11-22T12:00:00Z');
const future = new Date('2026-11-25T09:30:00Z');
const past = new Date('2026-11-20T09:30:00Z');

describe('appointment state labels (issue 24)', () => {
  it('an upcoming confirmed visit is Confermato, a pending one In attesa', () => {
    expect(appointmentState({ status: 'confirmed', end: future }, now)).toEqual({ kind: 'confirmed', label: 'Confermato', detail: null });
    expect(appointmentState({ status: 'pending', end: future }, now)).toEqual({ kind: 'pending', label: 'In attesa', detail: null });
  });
  it('a cancelled visit is Annullato, future or past, with who cancelled it when known', () => {
    expect(appointmentState({ status: 'cancelled', end: future, cancelledBy: 'patient' }, now)).toEqual({
      kind: 'cancelled',
      label: 'Annullato',
      detail: 'Annullato dal paziente',
    });
    expect(appointmentState({ status: 'cancelled', end: past, cancelledBy: 'doctor' }, now).detail).toBe('Annullato dal professionista');
    expect(appointmentState({ status: 'cancelled', end: past }, now)).toEqual({ kind: 'cancelled', label: 'Annullato', detail: null });
  });
  it('a visit whose end has passed is Completato, pending or confirmed', () => {
    expect(appointmentState({ status: 'confirmed', end: past }, now)).toEqual({ kind: 'completed', label: 'Completato', detail: null });
    expect(appointmentState({ status: 'pending', end: past }, now).label).toBe('Completato');
  });
  it('a visit in progress is still Confermato; it is completed from the instant it ends', () => {
    expect(appointmentState({ status: 'confirmed', end: new Date(now.getTime() + 1) }, now).kind).toBe('confirmed');
    expect(appointmentState({ status: 'confirmed', end: now }, now).kind).toBe('completed');
  });
  it('only confirmed and pending visits are upcoming', () => {
    const kinds = [
      appointmentState({ status: 'confirmed', end: future }, now),
      appointmentState({ status: 'pending', end: future }, now),
      appointmentState({ status: 'cancelled', end: future }, now),
      appointmentState({ status: 'confirmed', end: past }, now),
    ].map(isUpcomingState);
    expect(kinds).toEqual([true, true, false, false]);
  });
  it('a visit the doctor marked missed is Non presentato, never Completato nor upcoming; a cancelled one stays Annullato', () => {
    expect(appointmentState({ status: 'confirmed', end: past, noShow: true }, now)).toEqual({ kind: 'no-show', label: 'Non presentato', detail: null });
    expect(isUpcomingState(appointmentState({ status: 'confirmed', end: past, noShow: true }, now))).toBe(false);
    expect(appointmentState({ status: 'cancelled', end: past, noShow: true }, now).kind).toBe('cancelled');
    expect(appointmentState({ status: 'confirmed', end: past, noShow: false }, now).kind).toBe('completed');
  });
});

import { describe, expect, it } from 'vitest';
import { parseRemoteEvent } from './parse-remote-event';

const marker = 'Appuntamento prenotato su Sanity.';

describe('parseRemoteEvent (spec §9)', () => {
  it('an event whose description holds the marker is an app booking, patient from the ID Paziente line', () => {
    expect(parseRemoteEvent({ summary: 'Appuntamento', description: `${marker}\nID Paziente: u-123` })).toEqual({
      kind: 'booking',
      patientId: 'u-123',
      appointmentId: null,
      type: 'Appuntamento',
      category: 'Appuntamento',
    });
  });

  it('finds the marker anywhere, in CRLF text, in HTML from Google’s editor, wrapped across lines', () => {
    expect(parseRemoteEvent({ summary: '', description: `Note mie\r\n${marker}\r\nID Paziente: u-1\r\n` })).toMatchObject({ kind: 'booking', patientId: 'u-1' });
    expect(
      parseRemoteEvent({ summary: '', description: `<p>Appuntamento prenotato&nbsp;su Sanity.<br>ID Paziente: <b>u-2</b></p><p>ID Appuntamento: a-9</p>` }),
    ).toMatchObject({ kind: 'booking', patientId: 'u-2', appointmentId: 'a-9' });
    expect(parseRemoteEvent({ summary: '', description: 'Appuntamento prenotato\n su Sanity.\nID Paziente:u-3' })).toMatchObject({ kind: 'booking', patientId: 'u-3' });
  });

  it('a booking without an ID Paziente line (the e-mailed invitation) has no patient id', () => {
    expect(parseRemoteEvent({ summary: 'Visita – Giulia', description: `${marker}\nServizio: Visita` })).toMatchObject({ kind: 'booking', patientId: null });
    expect(parseRemoteEvent({ summary: '', description: `${marker}\nID Paziente:   ` })).toMatchObject({ kind: 'booking', patientId: null });
  });

  it('an ID Paziente line without the marker does not make a booking', () => {
    expect(parseRemoteEvent({ summary: 'Cena', description: 'ID Paziente: u-1' })).toEqual({ kind: 'external', type: 'Cena', category: 'Evento esterno' });
  });

  it("other events are 'Evento esterno', typed by their title (or 'Evento esterno' without one)", () => {
    expect(parseRemoteEvent({ summary: '  Riunione ASL ', description: '' })).toEqual({ kind: 'external', type: 'Riunione ASL', category: 'Evento esterno' });
    expect(parseRemoteEvent({ summary: '', description: '' })).toEqual({ kind: 'external', type: 'Evento esterno', category: 'Evento esterno' });
  });

  it("a Check or Controllo category gives type Check: CATEGORIES first, then a 'Categoria:' line, then the title", () => {
    expect(parseRemoteEvent({ summary: 'Visita', description: marker, categories: ['Controllo'] })).toMatchObject({ kind: 'booking', type: 'Check' });
    expect(parseRemoteEvent({ summary: 'Visita', description: marker, categories: ['Lavoro,CHECK'] })).toMatchObject({ type: 'Check' });
    expect(parseRemoteEvent({ summary: 'Visita', description: `${marker}\nCategoria: Controllo` })).toMatchObject({ type: 'Check' });
    expect(parseRemoteEvent({ summary: 'Controllo pressione', description: marker })).toMatchObject({ kind: 'booking', type: 'Check' });
    expect(parseRemoteEvent({ summary: 'Check-up annuale', description: '' })).toEqual({ kind: 'external', type: 'Check', category: 'Evento esterno' });
    expect(parseRemoteEvent({ summary: 'CONTRÒLLO', description: '' })).toMatchObject({ type: 'Check' });
  });

  it('an explicit category wins over the title; words are compared whole', () => {
    expect(parseRemoteEvent({ summary: 'Controllo', description: '', categories: ['Lavoro'] })).toMatchObject({ type: 'Controllo' });
    expect(parseRemoteEvent({ summary: 'Checklist trasloco', description: '' })).toMatchObject({ type: 'Checklist trasloco' });
    expect(parseRemoteEvent({ summary: 'Autocontrollo', description: '' })).toMatchObject({ type: 'Autocontrollo' });
    expect(parseRemoteEvent({ summary: 'Controllo', description: '', categories: ['  '] })).toMatchObject({ type: 'Check' });
  });
});

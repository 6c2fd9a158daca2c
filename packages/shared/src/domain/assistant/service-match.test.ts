import { describe, expect, it } from 'vitest';
import { serviceAsked } from './service-match';

const cardiology = [{ name: 'Visita cardiologica' }, { name: 'Elettrocardiogramma' }, { name: 'Holter pressorio 24h' }, { name: 'Teleconsulto cardiologico' }];
const dermatology = [{ name: 'Visita dermatologica' }, { name: 'Mappatura dei nei' }, { name: 'Controllo acne' }];
const named = (text: string, services: readonly { name: string }[]) => serviceAsked(text, services)?.name;

describe('serviceAsked', () => {
  it('reads a service by its abbreviation, another name or a word of it', () => {
    expect(named('quanto costa un ecg dal cardiologo bianchi?', cardiology)).toBe('Elettrocardiogramma');
    expect(named('prezzo elettro da bianchi', cardiology)).toBe('Elettrocardiogramma');
    expect(named('how much is an ECG with dr Bianchi', cardiology)).toBe('Elettrocardiogramma');
    expect(named("prezzo holter da bianchi", cardiology)).toBe('Holter pressorio 24h');
    expect(named('quanto costa il teleconsulto cardiologico?', cardiology)).toBe('Teleconsulto cardiologico');
    expect(named('quanto costa una televisita col cardiologo?', cardiology)).toBe('Teleconsulto cardiologico');
    expect(named('quanto costa la visita dal cardiologo?', cardiology)).toBe('Visita cardiologica');
    expect(named('la mappa dei nei dalla Esposito quanto viene?', dermatology)).toBe('Mappatura dei nei');
    expect(named('quanto si paga un controllo acne dalla dermatologa', dermatology)).toBe('Controllo acne');
  });

  it('reads a service with a typo', () => {
    expect(named('quanto costa un elettrocardiogrmma da bianchi', cardiology)).toBe('Elettrocardiogramma');
    expect(named('mapatura nei esposito prezzo', dermatology)).toBe('Mappatura dei nei');
  });

  it('names no service when the question names none, or two equally', () => {
    expect(named('quanto costa il dottor bianchi?', cardiology)).toBeUndefined();
    expect(named('orari della dermatologa esposito', dermatology)).toBeUndefined();
  });
});

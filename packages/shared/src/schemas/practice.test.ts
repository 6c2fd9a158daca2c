import { describe, expect, it } from 'vitest';
import { emptyWeek } from '../domain/practice/time-slots';
import { PracticeConfigSchema, type PracticeConfigInput } from './practice';

const service = {
  id: 'cardiologia_1700000000000',
  sectorId: 'cardiologia',
  name: 'Visita cardiologica',
  duration: 30,
  price: 120,
  description: 'Con elettrocardiogramma',
  isActive: true,
  customFields: [{ id: 'f1', name: 'Motivo della visita', type: 'select' as const, required: true, options: ['Controllo', 'Prima visita'] }],
};
function config(overrides: Partial<PracticeConfigInput> = {}): PracticeConfigInput {
  const week = emptyWeek();
  week.monday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }] };
  return { services: [service], availabilities: [{ serviceId: service.id, weeklySchedule: week }], ...overrides };
}
const messages = (input: unknown) => PracticeConfigSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('practice configuration', () => {
  it('a complete configuration is valid and prices are rounded to cents', () => {
    const parsed = PracticeConfigSchema.parse(config({ services: [{ ...service, price: 80.005 }] }));
    expect(parsed.services[0]!.price).toBe(80.01);
  });
  it('a blank service name is refused', () => {
    expect(messages(config({ services: [{ ...service, name: '  ' }] }))).toContain('Il nome del servizio è obbligatorio');
  });
  it('a duration outside 5-240 or off the step is refused', () => {
    for (const duration of [0, 241, 33]) {
      expect(messages(config({ services: [{ ...service, duration }] }))).toContain('La durata deve essere tra 5 e 240 minuti, a passi di 5');
    }
  });
  it('a negative price is refused', () => {
    expect(messages(config({ services: [{ ...service, price: -1 }] }))).toContain('Il prezzo deve essere un importo in euro non negativo');
  });
  it('a custom field needs a name; a select needs an option', () => {
    const field = service.customFields[0]!;
    expect(messages(config({ services: [{ ...service, customFields: [{ ...field, name: '' }] }] }))).toContain('Il nome del campo è obbligatorio');
    expect(messages(config({ services: [{ ...service, customFields: [{ ...field, options: ['', ' '] }] }] }))).toContain(
      'Un campo a scelta deve avere almeno un’opzione non vuota',
    );
  });
  it('overlapping slots and invalid ends are refused', () => {
    const week = emptyWeek();
    week.tuesday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] };
    expect(messages(config({ availabilities: [{ serviceId: service.id, weeklySchedule: week }] }))).toContain('Le fasce orarie non possono sovrapporsi');
    week.tuesday = { isAvailable: true, timeSlots: [{ start: '09:00', end: '09:00' }] };
    expect(messages(config({ availabilities: [{ serviceId: service.id, weeklySchedule: week }] }))).toContain(
      "L'orario di fine deve essere almeno 30 minuti dopo l'inizio, tra le 06:00 e le 23:30",
    );
  });
  it('hours must refer to a service of the configuration, once', () => {
    const week = emptyWeek();
    expect(messages(config({ availabilities: [{ serviceId: 'altro', weeklySchedule: week }] }))).toContain('Gli orari si riferiscono a un servizio inesistente');
    expect(
      messages(config({ availabilities: [{ serviceId: service.id, weeklySchedule: week }, { serviceId: service.id, weeklySchedule: week }] })),
    ).toContain('Gli orari di un servizio compaiono due volte');
    expect(messages(config({ services: [service, service] }))).toContain('Lo stesso servizio compare due volte');
  });

  it('a custom field id appears once per service', () => {
    const field = service.customFields[0]!;
    expect(messages(config({ services: [{ ...service, customFields: [field, { ...field, name: 'Altro' }] }] }))).toContain(
      'Lo stesso campo personalizzato compare due volte nel servizio',
    );
    const other = { ...service, id: 'cardiologia_1700000000001' };
    expect(PracticeConfigSchema.safeParse(config({ services: [service, other] })).success).toBe(true);
  });
});

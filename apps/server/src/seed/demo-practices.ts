import { emptyWeek, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import { sameWeek } from '@sanity/shared/domain/practice/weekly-hours';
import type { PracticeConfigInput, ServiceInput } from '@sanity/shared/schemas/practice';
import { serviceSpec, weekdays, weekSchedule, type WeekHours } from './factories';

/**
 * The demo doctors' practices: realistic services with prices, intake fields and weekly hours
 * (the directory's other doctors are in demo-directory-doctors.ts).
 */

export const MORNING = ['09:00', '13:00'] as const;
export const AFTERNOON = ['14:30', '18:30'] as const;
export const FULL_DAY = [MORNING, AFTERNOON] as const;

export type ServiceDraft = Omit<ServiceInput, 'id'> & { hours?: WeekHours };

/**
 * A configuration from service drafts: ids in the spec's `sectorId_timestamp` form, hours beside
 * each service. The practice hours are the hours most services share (ties: the first service's),
 * the rule of migration 0010; only the services whose hours differ keep their own (an override),
 * and an active service without hours gets a closed week, so that it stays unbookable.
 */
export function practiceOf(drafts: readonly ServiceDraft[]): PracticeConfigInput {
  const services = drafts.map(({ hours: _hours, ...draft }) => serviceSpec(draft));
  const weeks = drafts.map((draft) => (draft.hours ? weekSchedule(draft.hours) : null));
  const shared = (week: WeeklySchedule) => weeks.filter((w) => w && sameWeek(w, week)).length;
  const practiceHours = weeks.reduce<WeeklySchedule | null>((best, week) => (week && (!best || shared(week) > shared(best)) ? week : best), null);
  return {
    services,
    ...(practiceHours ? { practiceHours } : {}),
    availabilities: drafts.flatMap((draft, i) => {
      const week = weeks[i];
      if (week) return practiceHours && sameWeek(week, practiceHours) ? [] : [{ serviceId: services[i]!.id, weeklySchedule: week }];
      return practiceHours && draft.isActive ? [{ serviceId: services[i]!.id, weeklySchedule: emptyWeek() }] : [];
    }),
  };
}

export const marcoBianchiPractice = (): PracticeConfigInput =>
  practiceOf([
    {
      sectorId: 'cardiologia',
      name: 'Visita cardiologica',
      duration: 30,
      price: 120,
      description:
        'Visita specialistica con anamnesi, esame obiettivo, misurazione della pressione arteriosa e valutazione degli esami già eseguiti.',
      isActive: true,
      customFields: [
        {
          id: 'motivo',
          name: 'Motivo della visita',
          type: 'select',
          required: true,
          options: ['Prima visita', 'Controllo periodico', 'Dolore al petto', 'Palpitazioni', 'Pressione alta'],
        },
        { id: 'farmaci', name: 'Farmaci assunti', type: 'textarea', required: false, options: [] },
      ],
      hours: weekdays(FULL_DAY),
    },
    {
      sectorId: 'cardiologia',
      name: 'Elettrocardiogramma',
      duration: 20,
      price: 60,
      description: 'ECG a riposo a 12 derivazioni con refertazione immediata.',
      isActive: true,
      customFields: [],
      hours: { monday: [MORNING], wednesday: [MORNING], friday: [MORNING] },
    },
    {
      sectorId: 'medicina-generale',
      name: 'Holter pressorio 24h',
      duration: 30,
      price: 90,
      description:
        'Applicazione del misuratore per il monitoraggio della pressione nelle 24 ore; la riconsegna è il giorno successivo.',
      isActive: true,
      customFields: [{ id: 'terapia', name: 'Terapia antipertensiva in corso', type: 'checkbox', required: false, options: [] }],
      // Available all day without windows: booking offers 09:00–18:00 (spec §5).
      hours: { tuesday: 'all-day', thursday: 'all-day' },
    },
    {
      sectorId: 'cardiologia',
      name: 'Teleconsulto cardiologico',
      duration: 20,
      price: 50,
      description: 'Consulto online per rivedere esami e terapia. Temporaneamente sospeso.',
      isActive: false,
      mode: 'online',
      customFields: [],
    },
  ]);

export const lauraEspositoPractice = (): PracticeConfigInput =>
  practiceOf([
    {
      sectorId: 'dermatologia',
      name: 'Visita dermatologica',
      duration: 30,
      price: 100,
      description: 'Valutazione di pelle, capelli e unghie con indicazioni di terapia e prevenzione.',
      isActive: true,
      customFields: [{ id: 'zona', name: 'Zona del corpo interessata', type: 'text', required: false, options: [] }],
      hours: { ...weekdays(FULL_DAY), saturday: [['09:00', '12:00']] },
    },
    {
      sectorId: 'dermatologia',
      name: 'Mappatura dei nei',
      duration: 45,
      price: 130,
      description: 'Controllo completo dei nei con dermatoscopia digitale e archiviazione delle immagini per i controlli successivi.',
      isActive: true,
      customFields: [
        { id: 'nei-sospetti', name: 'Nei sospetti', type: 'checkbox', required: false, options: [] },
        { id: 'familiarita', name: 'Casi di melanoma in famiglia', type: 'checkbox', required: false, options: [] },
      ],
      hours: { tuesday: [AFTERNOON], thursday: [AFTERNOON], saturday: [['09:00', '12:00']] },
    },
    {
      sectorId: 'dermatologia',
      name: 'Controllo acne',
      duration: 20,
      price: 70,
      description: 'Visita di controllo per ragazzi e adulti in terapia per l’acne.',
      isActive: true,
      // Issue 29: in the studio or online, the patient choosing when booking.
      mode: 'both',
      customFields: [],
      hours: { wednesday: [MORNING] },
    },
  ]);

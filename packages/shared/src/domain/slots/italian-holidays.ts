/**
 * Italian public holidays (issue 25): the national ones of a year, Easter Monday from the
 * Gregorian computus, and the patron saints' days of the main cities. A practice is closed on
 * them unless the doctor opens a date (`practice_holiday_openings`); the patron saint's day counts
 * only for the city the doctor chose (`practice_booking_rules.patron_city`). Dates are local
 * YYYY-MM-DD; nothing here reads a clock.
 */

export interface Holiday {
  /** Local date, YYYY-MM-DD. */
  date: string;
  /** The Italian name shown to the doctor. */
  name: string;
  kind: 'national' | 'patron';
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of a Gregorian year (the anonymous computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dateOf(year, month, day);
}

/** The day after a YYYY-MM-DD date. */
function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const FIXED: ReadonlyArray<readonly [month: number, day: number, name: string]> = [
  [1, 1, 'Capodanno'],
  [1, 6, 'Epifania'],
  [4, 25, 'Festa della Liberazione'],
  [5, 1, 'Festa del Lavoro'],
  [6, 2, 'Festa della Repubblica'],
  [8, 15, 'Ferragosto'],
  [11, 1, 'Ognissanti'],
  [12, 8, 'Immacolata Concezione'],
  [12, 25, 'Natale'],
  [12, 26, 'Santo Stefano'],
];

/** The national public holidays of a year, by date. */
export function nationalHolidays(year: number): Holiday[] {
  const holidays: Holiday[] = FIXED.map(([month, day, name]) => ({ date: dateOf(year, month, day), name, kind: 'national' }));
  holidays.push({ date: nextDay(easterSunday(year)), name: "Lunedì dell'Angelo (Pasquetta)", kind: 'national' });
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/** The patron saints' days the doctor can choose from: a key, the city, the day and the saint. */
export const PATRON_SAINTS = {
  milano: { city: 'Milano', month: 12, day: 7, saint: "Sant'Ambrogio" },
  roma: { city: 'Roma', month: 6, day: 29, saint: 'Santi Pietro e Paolo' },
  torino: { city: 'Torino', month: 6, day: 24, saint: 'San Giovanni Battista' },
  napoli: { city: 'Napoli', month: 9, day: 19, saint: 'San Gennaro' },
  bologna: { city: 'Bologna', month: 10, day: 4, saint: 'San Petronio' },
  firenze: { city: 'Firenze', month: 6, day: 24, saint: 'San Giovanni Battista' },
  genova: { city: 'Genova', month: 6, day: 24, saint: 'San Giovanni Battista' },
  venezia: { city: 'Venezia', month: 4, day: 25, saint: 'San Marco' },
  palermo: { city: 'Palermo', month: 7, day: 15, saint: 'Santa Rosalia' },
  bari: { city: 'Bari', month: 12, day: 6, saint: 'San Nicola' },
  catania: { city: 'Catania', month: 2, day: 5, saint: "Sant'Agata" },
  cagliari: { city: 'Cagliari', month: 10, day: 30, saint: 'San Saturnino' },
  trieste: { city: 'Trieste', month: 11, day: 3, saint: 'San Giusto' },
  verona: { city: 'Verona', month: 5, day: 21, saint: 'San Zeno' },
  padova: { city: 'Padova', month: 6, day: 13, saint: "Sant'Antonio" },
  parma: { city: 'Parma', month: 1, day: 13, saint: "Sant'Ilario" },
  modena: { city: 'Modena', month: 1, day: 31, saint: 'San Geminiano' },
  trento: { city: 'Trento', month: 6, day: 26, saint: 'San Vigilio' },
  bergamo: { city: 'Bergamo', month: 8, day: 26, saint: "Sant'Alessandro" },
  brescia: { city: 'Brescia', month: 2, day: 15, saint: 'Santi Faustino e Giovita' },
  pisa: { city: 'Pisa', month: 6, day: 17, saint: 'San Ranieri' },
  salerno: { city: 'Salerno', month: 9, day: 21, saint: 'San Matteo' },
  perugia: { city: 'Perugia', month: 1, day: 29, saint: 'San Costanzo' },
  ancona: { city: 'Ancona', month: 5, day: 4, saint: 'San Ciriaco' },
  messina: { city: 'Messina', month: 6, day: 3, saint: 'Madonna della Lettera' },
} as const satisfies Record<string, { city: string; month: number; day: number; saint: string }>;

export type PatronCity = keyof typeof PATRON_SAINTS;
export const PATRON_CITIES = Object.keys(PATRON_SAINTS) as PatronCity[];

export function isPatronCity(value: string): value is PatronCity {
  return Object.hasOwn(PATRON_SAINTS, value);
}

/**
 * The holidays of a year for a practice: the national ones and, with a patron city, its saint's
 * day (one entry per date: Venezia's San Marco falls on the 25 aprile, which keeps its name).
 */
export function holidaysOf(year: number, patronCity: string | null = null): Holiday[] {
  const holidays = nationalHolidays(year);
  if (patronCity && isPatronCity(patronCity)) {
    const p = PATRON_SAINTS[patronCity];
    const date = dateOf(year, p.month, p.day);
    if (!holidays.some((h) => h.date === date)) holidays.push({ date, name: `${p.saint} (patrono di ${p.city})`, kind: 'patron' });
  }
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

/**
 * The holiday dates in [from, to] (local dates, inclusive) on which the practice is closed: every
 * holiday of those years except the dates the doctor opened.
 */
export function closedHolidayDates(from: string, to: string, patronCity: string | null, opened: Iterable<string>): string[] {
  const open = new Set(opened);
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    for (const h of holidaysOf(year, patronCity)) if (h.date >= from && h.date <= to && !open.has(h.date)) out.push(h.date);
  }
  return out;
}

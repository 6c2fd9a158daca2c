import { scheduleScreens } from './it-schedule-screens';

/**
 * Issue 25's Italian strings (closures, holidays, date hours, buffers, notice, horizon): the server's
 * refusals and the doctor's screens. Kept out of `it` like `itCalendar`: only lazily loaded screens
 * and the server read them (the dashboard's first load is at its budget).
 */
export const itSchedule = {
  /** The web's screens (engineer B): settings, the closure over bookings, the booking dialog's notes. */
  screens: scheduleScreens,
  /** The server's refusals (engineer A), also shown by the screens under their fields. */
  closureEndsBeforeStart: 'La chiusura deve finire dopo il suo inizio.',
  closureInPast: 'La chiusura è già passata: scegli un periodo futuro.',
  closureOverlaps: 'Questo periodo si sovrappone a una chiusura già inserita.',
  closureTooLong: 'Una chiusura può durare al massimo un anno.',
  closureNotFound: 'Chiusura non trovata.',
  noteTooLong: 'La nota per i pazienti può avere al massimo 200 caratteri.',
  invalidDate: 'Data non valida.',
  invalidTime: 'Orario non valido.',
  dateInPast: 'Non puoi cambiare gli orari di una data passata.',
  windowsOverlap: 'Le fasce orarie di questa data si sovrappongono.',
  windowInvalid: "L'orario di fine deve essere successivo a quello di inizio.",
  dateHoursNotFound: 'Questa data non ha orari speciali.',
  notAHoliday: 'Questa data non è un giorno festivo.',
  yearInvalid: 'Anno non valido.',
  horizonInvalid: 'Il periodo di prenotazione deve essere tra 1 e 730 giorni.',
  unknownPatronCity: 'Città del santo patrono non riconosciuta.',
  noticeLongerThanHorizon: (service: string, horizonDays: number) =>
    `Il preavviso minimo di «${service}» supera il periodo in cui i pazienti possono prenotare (${horizonDays} giorni).`,
  horizonShorterThanNotice: (service: string) => `Il periodo di prenotazione è più breve del preavviso minimo di «${service}».`,
};

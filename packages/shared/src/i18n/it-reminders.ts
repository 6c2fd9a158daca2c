/**
 * Reminders (issue 26 items 1 and 5): the reminder e-mail and SMS, the doctor's morning agenda, the
 * admin's default set and the doctor's own. Kept out of `it` (the first load's budget): only the
 * server, the lazily loaded settings screens and the admin area read it.
 */

/** '1 settimana', '3 giorni', '1 giorno', '2 ore', '1 ora' (a lead in minutes, whole days or hours). */
function leadAmount(minutes: number): string {
  if (minutes % 10080 === 0) return minutes === 10080 ? '1 settimana' : `${minutes / 10080} settimane`;
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 giorno' : `${minutes / 1440} giorni`;
  if (minutes % 60 === 0) return minutes === 60 ? '1 ora' : `${minutes / 60} ore`;
  return `${minutes} minuti`;
}

/** 'tra 2 ore', 'tra 1 ora e 30 minuti', 'tra 45 minuti'. */
function inAbout(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? '1 ora' : `${h} ore`;
  if (h === 0) return `tra ${m} minuti`;
  return m === 0 ? `tra ${hours}` : `tra ${hours} e ${m} minuti`;
}

export const itReminders = {
  leadAmount,
  leadBefore: (minutes: number) => `${leadAmount(minutes)} prima`,

  // ---- when the visit is, as the messages say it ----
  inAbout,
  inAboutAt: (minutes: number, time: string) => `${inAbout(minutes)}, alle ${time}`,
  todayAt: (time: string) => `oggi alle ${time}`,
  tomorrowAt: (time: string) => `domani alle ${time}`,
  dayAt: (day: string, time: string) => `${day} alle ${time}`,

  // ---- the reminder e-mail ----
  mailSubject: (doctor: string, when: string) => `Promemoria: visita con ${doctor} ${when}`,
  mailIntro: (doctor: string, when: string) => `ti ricordiamo la tua visita con ${doctor} ${when}.`,
  mailCancelHint: 'Se non puoi presentarti, disdici l’appuntamento da Sanity o contatta lo studio: il posto potrà andare a un altro paziente.',
  optOutMail: 'Non ricevere più promemoria via e-mail',

  // ---- the SMS (no health data: no service, no notes; GSM-7 characters only) ----
  sms: (doctor: string, when: string) => `Sanity: promemoria visita con ${doctor} ${when}.`,
  /** The same without 'promemoria', for a long name and address that would not fit otherwise. */
  smsShort: (doctor: string, when: string) => `Sanity: visita con ${doctor} ${when}.`,
  smsWhere: (url: string) => `Dove: ${url}`,
  smsManage: (url: string) => `Conferma o disdici: ${url}`,
  smsOptOut: (url: string) => `Stop SMS: ${url}`,

  // ---- the doctor's morning agenda ----
  agendaSubject: (day: string, count: number) => `La tua agenda di ${day}: ${count === 1 ? '1 visita' : `${count} visite`}`,
  agendaIntro: (day: string) => `ecco le visite confermate di ${day}.`,
  agendaOffHint: 'Puoi disattivare questa e-mail da Impostazioni, nella scheda ‘Promemoria ai pazienti’.',

  // ---- the doctor's settings card ----
  cardTitle: 'Promemoria ai pazienti',
  cardHint: 'Quando i tuoi pazienti ricevono il promemoria della visita (e-mail, e SMS se l’hanno attivato), e la tua agenda del giorno.',
  useDefault: (leads: string) => `Usa le impostazioni della piattaforma (${leads})`,
  useOwn: 'Scegli tu quando (fino a tre promemoria)',
  leadsLegend: 'Invia un promemoria',
  leadsHint: 'Scegline da uno a tre.',
  agendaSwitch: 'La mia agenda del giorno via e-mail',
  agendaSwitchHint: 'Alle 07:00 di ogni giorno con visite: orario, paziente e servizio. Nessuna risposta ai questionari.',
  save: 'Salva i promemoria',
  saved: 'Promemoria salvati.',
  saveError: 'Impossibile salvare i promemoria.',
  loadError: 'Impossibile caricare i promemoria.',

  // ---- the admin's default set ----
  adminLeadsLegend: 'Quando inviare i promemoria (predefinito)',
  adminLeadsHint: 'Da uno a tre anticipi, da 1 settimana a 1 ora prima della visita. Ogni professionista può scegliere i propri.',

  // ---- the API's refusals ----
  leadsTooMany: 'Puoi scegliere al massimo tre promemoria.',
  leadsEmpty: 'Scegli almeno un promemoria.',
  leadOutOfRange: 'Ogni promemoria va inviato tra 1 settimana e 1 ora prima della visita, in minuti interi.',
  leadsDuplicate: 'Hai scelto due volte lo stesso anticipo.',
  agendaInvalid: 'Scegli se ricevere o no l’agenda del giorno.',
} as const;

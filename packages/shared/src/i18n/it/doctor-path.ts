/**
 * Issue 24 (our wording): the doctor's dashboard in the doctor's words (the registration's are in
 * ./doctor-registration.ts). Part of the catalogue `it` (../it.ts).
 */
export const doctorPathMessages = {
  doctorPath: {
    dashboardSubtitle: 'Il tuo studio su Sanity: agenda, pazienti e contenuti.',
    actionsTitle: 'Il tuo studio',
    actions: {
      appointments: { label: 'Agenda', text: 'Le visite di oggi e dei prossimi giorni' },
      patients: { label: 'Pazienti', text: 'Schede, contatti e storico delle visite' },
      profile: { label: 'Profilo pubblico', text: 'Come ti vedono i pazienti' },
      settings: { label: 'Servizi e orari', text: 'Prezzi, durata, domande ai pazienti, calendario' },
    },
    readingTitle: 'Dai colleghi',
  },
} as const;

/**
 * Issue 24 (our wording): the doctor's path in the doctor's words — the registration when 'Dottore'
 * is chosen, the registration with the Ordine (Albo number and province). Part of the catalogue
 * `itAuth` (../it-auth.ts), out of the first load of every page (issue 27).
 */
export const doctorRegistrationMessages = {
  doctorRegistration: {
    registerSubtitle: 'Iscrivi il tuo studio: ricevi prenotazioni online, gestisci agenda e pazienti, pubblica contenuti per chi ti segue.',
    /** Under the doctor's register button, for the doctor rather than the patient (nostro). */
    privacyNote: 'Le schede e le visite dei tuoi pazienti restano riservate: nessun altro professionista le vede.',
    brandTitle: 'Il tuo studio, anche online.',
    brandText: 'Agenda, prenotazioni e schede dei pazienti in un solo posto, con Igea che risponde ai pazienti sui tuoi orari e servizi.',
    brandPoints: [
      'Profilo verificato con la tua iscrizione all’Albo',
      'Prenotazioni online e promemoria ai pazienti',
      'Schede pazienti e contenuti per chi ti segue',
    ],
    /** The Ordine's province of the Albo registration (sigla), beside `itAuth.auth.licenseNumber`. */
    licenseProvince: 'Provincia dell’Ordine',
    licenseProvincePlaceholder: 'MI',
    licenseHint: 'Il numero di iscrizione all’Albo e la sigla della provincia dell’Ordine che lo tiene (es. 45872, MI).',
    licenseProvinceRequired: 'La provincia dell’Ordine è obbligatoria',
    licenseProvinceInvalid: 'La provincia dell’Ordine è la sigla di 2 lettere, es. MI',
    /** The admin's review: 'N. iscrizione albo 45872 · Ordine di MI'. */
    albo: (number: string, province: string | null) => (province ? `${number} · Ordine di ${province}` : number),
  },
} as const;

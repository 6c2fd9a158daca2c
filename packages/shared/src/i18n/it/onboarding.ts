/**
 * The new doctor's checklist and the "not bookable yet" notice (issue 15). The catalogue
 * `itOnboarding` (../it-onboarding.ts), out of the first load of every page (issue 27).
 */
export const onboardingMessages = {
  onboarding: {
    // Dashboard card 'Prepara il tuo studio'.
    title: 'Prepara il tuo studio',
    intro: 'I pazienti potranno prenotare quando avrai completato i passi necessari; gli altri rendono il tuo profilo più completo.',
    progress: (done: number, total: number) => `${done} di ${total} passi completati`,
    required: 'Necessario per prenotare',
    done: 'Completato',
    todo: 'Da fare',
    /** The review row while the platform checks the licence: nothing for the doctor to do (issue 24). */
    waiting: 'In attesa',
    loadError: 'Non è stato possibile caricare i passi da completare.',
    /** The review row's hint by review state (issue 13); also the not-bookable notice's while pending. */
    reviewStep: {
      pending: 'In attesa di verifica da parte della piattaforma.',
      rejected: 'Non approvato: leggi il motivo e chiedi una nuova verifica.',
      approved: 'Il tuo profilo è stato verificato.',
    },
    steps: {
      // Issue 13: the admin's approval; the row's hint comes from reviewStep by review state.
      verification: { title: 'Verifica del profilo', hint: 'La piattaforma controlla il tuo numero di iscrizione all’albo.' },
      profile: { title: 'Completa il profilo', hint: 'Specializzazione, settori e una breve biografia.' },
      photo: { title: 'Aggiungi una foto', hint: 'Un volto riconoscibile ispira fiducia ai pazienti.' },
      address: { title: "Indica l'indirizzo dello studio", hint: 'Dove ricevi i pazienti: compare nel profilo e nelle conferme.' },
      services: { title: 'Aggiungi un servizio', hint: 'Almeno una prestazione attiva, con durata e prezzo.' },
      hours: { title: 'Imposta gli orari', hint: 'I giorni e le fasce orarie in cui ricevi.' },
      calendar: { title: 'Collega il tuo calendario', hint: 'Le prenotazioni compaiono nel tuo calendario e i tuoi impegni bloccano gli orari.' },
    },
    // The notice on the doctor's own profile, seen only by them.
    notBookableTitle: 'I pazienti non possono ancora prenotare',
    notBookableNoServices: 'Non hai ancora un servizio attivo con orari di visita.',
    notBookableNoHours: 'I tuoi servizi attivi non hanno ancora orari di visita.',
    notBookableOwnerOnly: 'Solo tu vedi questo avviso.',
    addService: 'Aggiungi un servizio',
    setHours: 'Imposta gli orari',
  },
} as const;

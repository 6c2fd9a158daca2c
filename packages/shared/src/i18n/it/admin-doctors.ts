/** Issue 13: doctor review (approval, rejection, the 'Verificato' badge, the doctor's pending banner). Part of the catalogue `itSettings` (../it-settings.ts). */
export const adminDoctorsMessages = {
  adminDoctors: {
    // Server answers.
    notVerified: 'Questo professionista non è ancora stato verificato dalla piattaforma.',
    notVerifiedPublish: 'Potrai pubblicare quando il tuo profilo sarà stato verificato. Nel frattempo puoi salvare le bozze.',
    notFound: 'Dottore non trovato.',
    alreadyApproved: 'Questo dottore è già stato approvato.',
    alreadyRejected: 'Questo dottore è già stato rifiutato.',
    notRejected: 'Il tuo profilo non è stato rifiutato: non serve chiedere una nuova verifica.',
    reasonRequired: 'Indica il motivo del rifiuto.',
    reasonLength: (min: number, max: number) => `Il motivo deve avere tra ${min} e ${max} caratteri.`,

    // E-mails to the doctor.
    approvedMailSubject: 'Il tuo profilo su Sanity è stato verificato',
    approvedMailText: (name: string, link: string) =>
      `Gentile ${name},\n\nabbiamo verificato il tuo profilo professionale: ora compare nell'elenco dei professionisti, i pazienti possono prenotare le tue visite e puoi pubblicare articoli e terapie.\n\nApri Sanity: ${link}\n\nIl team di Sanity`,
    rejectedMailSubject: 'Il tuo profilo su Sanity non è stato approvato',
    rejectedMailText: (name: string, reason: string, link: string) =>
      `Gentile ${name},\n\nnon abbiamo potuto verificare il tuo profilo professionale per questo motivo:\n\n${reason}\n\nPuoi correggere i dati del profilo e chiedere una nuova verifica dalla tua bacheca: ${link}\n\nIl team di Sanity`,

    // Admin area.
    sectionTitle: 'Approvazione dottori',
    pendingStat: 'Dottori in attesa di verifica',
    sectionDescription: 'Controlla il numero di iscrizione all’albo e i settori prima di approvare: solo i dottori approvati compaiono nell’elenco, ricevono prenotazioni e pubblicano.',
    filterLabel: 'Mostra',
    filters: { pending: 'In attesa', approved: 'Approvati', rejected: 'Rifiutati' },
    emptyTitle: { pending: 'Nessun dottore in attesa', approved: 'Nessun dottore approvato', rejected: 'Nessun dottore rifiutato' },
    emptyDescription: {
      pending: 'Quando un dottore si registra, compare qui per la verifica.',
      approved: 'I dottori che approvi compaiono qui.',
      rejected: 'I dottori che rifiuti compaiono qui con il motivo.',
    },
    loadError: 'Non è stato possibile caricare i dottori.',
    retry: 'Riprova',
    loadMore: 'Carica altri',
    licenseNumber: 'N. iscrizione albo',
    specialization: 'Specializzazione',
    sectors: 'Settori',
    email: 'E-mail',
    phone: 'Telefono',
    registeredOn: 'Registrato il',
    reviewedOn: 'Verificato il',
    rejectedOn: 'Rifiutato il',
    missing: 'Non indicato',
    reasonLabel: 'Motivo del rifiuto',
    approve: 'Approva',
    approveLabel: (name: string) => `Approva ${name}`,
    reject: 'Rifiuta',
    rejectLabel: (name: string) => `Rifiuta ${name}`,
    approved: (name: string) => `Il profilo di ${name} è stato approvato.`,
    rejected: (name: string) => `Il profilo di ${name} è stato rifiutato.`,
    rejectTitle: (name: string) => `Rifiuta ${name}`,
    rejectDescription: 'Il dottore riceverà il motivo per e-mail e lo vedrà nella sua bacheca, dove potrà chiedere una nuova verifica dopo aver corretto il profilo.',
    rejectReasonField: 'Motivo',
    rejectReasonHint: 'Ad esempio: il numero di iscrizione non corrisponde all’albo indicato.',
    rejectConfirm: 'Rifiuta il dottore',
    statusBadge: { pending: 'In attesa', approved: 'Approvato', rejected: 'Rifiutato' },

    // A verified doctor's new name (issue 24): shown to patients only once an admin approves it.
    nameChangeFilter: 'Cambi di nome',
    nameChangeEmptyTitle: 'Nessun cambio di nome da verificare',
    nameChangeEmptyDescription: 'Quando un dottore verificato corregge il nome, la richiesta compare qui.',
    pendingNameLabel: 'Nuovo nome richiesto',
    approveName: 'Approva il nome',
    approveNameLabel: (name: string) => `Approva il nuovo nome ${name}`,
    rejectName: 'Rifiuta il nome',
    rejectNameLabel: (name: string) => `Rifiuta il nuovo nome ${name}`,
    nameApproved: (name: string) => `Il nome ora è ${name}.`,
    nameRejected: 'La richiesta di cambio del nome è stata rifiutata.',
    noPendingName: 'Questo dottore non ha chiesto di cambiare nome.',

    // The 'Verificato' badge on public doctor pages and cards.
    /** Agrees with the doctor when the title states it ('Dott.ssa' → 'Verificata'); neutral otherwise (issue 24). */
    verified: { f: 'Verificata', m: 'Verificato', neutral: 'Profilo verificato' },
    verifiedHint: 'Profilo professionale verificato dalla piattaforma',

    // The doctor's own view.
    pendingTitle: 'Il tuo profilo è in attesa di verifica',
    pendingText:
      'Stiamo controllando il tuo numero di iscrizione all’albo. Nel frattempo puoi completare il profilo, i servizi, gli orari e l’indirizzo dello studio e scrivere bozze; comparirai nell’elenco, riceverai prenotazioni e potrai pubblicare dopo la verifica.',
    rejectedTitle: 'Il tuo profilo non è stato approvato',
    rejectedText: 'Correggi i dati del profilo, poi chiedi una nuova verifica.',
    rejectedReason: 'Motivo:',
    requestAgain: 'Chiedi una nuova verifica',
    requestedAgain: 'Abbiamo ricevuto la tua richiesta: il profilo è di nuovo in attesa di verifica.',
    ownProfileNotice: 'Solo tu e gli amministratori vedete questo profilo finché non è verificato.',
  },
} as const;

/**
 * Issue 30 points 3-5: a doctor's collaborators ('Segreteria'), the practice switcher's server side
 * and booking on behalf of a patient who phoned. The server's refusals, the invitation e-mail and the
 * audit log's words for staff. Kept out of `it` like `itWaitlist`: only the server and lazily loaded
 * screens read it. (The web engineer's screens have their own catalogue.)
 */
/** 'del Dott. Marco Bianchi', 'della Dott.ssa Laura Esposito', 'di Marco Bianchi' (registered without a title). */
function ofDoctor(name: string): string {
  if (/^(dott\.?ssa|prof\.?ssa|dr\.?ssa)\b/i.test(name)) return `della ${name}`;
  if (/^(dott|prof|dr)\.?\s/i.test(name)) return `del ${name}`;
  return `di ${name}`;
}

export const itStaff = {
  errors: {
    badPracticeHeader: 'Lo studio indicato non è valido.',
    notStaff: "Non collabori con questo studio o l'accesso è stato revocato.",
    doctorOnly: 'Questa operazione è riservata al medico.',
    clinicalOnly: "Serve l'accesso clinico concesso dal medico.",
    inviteSelf: 'Non puoi invitare te stesso.',
    alreadyInvited: 'Questa persona è già stata invitata o collabora già con te.',
    tooManyStaff: (max: number) => `Puoi avere al massimo ${max} collaboratori tra invitati e attivi.`,
    memberNotFound: 'Collaboratore non trovato.',
    alreadyRevoked: "L'accesso di questa persona è già stato revocato.",
    notInvited: "Questo invito è già stato accettato: non serve inviarlo di nuovo.",
    invitationInvalid: 'Invito non valido o scaduto. Chiedi al medico di inviarne uno nuovo.',
    acceptOwnPractice: 'Non puoi collaborare con il tuo stesso studio.',
    alreadyMember: 'Collabori già con questo studio.',
    searchTooShort: 'Scrivi almeno 2 caratteri per cercare un paziente.',
    patientNotFound: 'Paziente non trovato.',
    patientExists: 'Esiste già un paziente con questa e-mail o questo telefono: cercalo e selezionalo.',
    nomeRequired: 'Inserisci il nome del paziente.',
    cognomeRequired: 'Inserisci il cognome del paziente.',
    phoneRequired: 'Inserisci il telefono del paziente.',
    invalidPhone: 'Numero di telefono non valido.',
    invalidEmail: 'Indirizzo e-mail non valido.',
  },
  /** The invitation e-mail (job `staff-invite-mail`). */
  inviteMail: {
    subject: (doctor: string) => `${doctor} ti invita a collaborare su Sanity`,
    text: (doctor: string, link: string, days: number) =>
      [
        'Buongiorno,',
        '',
        `${doctor} ti ha invitato a collaborare alla gestione del suo studio su Sanity (segreteria): potrai gestire l'agenda, prenotare per i pazienti e vedere i loro contatti.`,
        '',
        `Per accettare, apri questo link (valido ${days} giorni) e accedi o crea un account:`,
        link,
        '',
        "Se non ti aspettavi questo invito, ignora questo messaggio: senza il link nessuno riceve l'accesso.",
        '',
        'Il team di Sanity',
      ].join('\n'),
    button: "Accetta l'invito",
  },
  /** How the audit log names a staff member to the patient and the admin. */
  actorOnBehalf: (staff: string, doctor: string) => `${staff}, segreteria ${ofDoctor(doctor)}`,
  staffRole: 'Segreteria',
  /** The readable data export's sections (GDPR art. 15): one's practices as a collaborator, a doctor's collaborators. */
  export: {
    practicesSection: 'Studi per cui collabori',
    collaboratorsSection: 'Collaboratori del tuo studio',
    colDoctor: 'Medico',
    colPerson: 'Collaboratore',
    colSince: 'Dal',
    colClinical: 'Accesso clinico',
    colState: 'Stato',
    notAccepted: 'Invito non ancora accettato',
    states: { invitata: 'Invitata', attiva: 'Attiva', revocata: 'Revocata' },
  },
  /** The audit log's labels of the actions issue 30 adds (joined into `itAdmin.audit.actions`). */
  auditActions: {
    'appointment.book': 'Prenotazione di un appuntamento per conto del paziente',
    'appointment.cancel': 'Annullamento di un appuntamento da parte dello studio',
    'staff.invite': 'Invito di un collaboratore dello studio',
    'staff.accept': 'Accettazione di un invito a collaborare',
    'staff.grant': 'Modifica dell’accesso clinico di un collaboratore',
    'staff.revoke': 'Revoca dell’accesso di un collaboratore',
    'schedule.closure.create': 'Chiusura dello studio aggiunta da un collaboratore',
    'schedule.closure.delete': 'Chiusura dello studio tolta da un collaboratore',
    'schedule.date-hours.set': 'Orari di una data cambiati da un collaboratore',
    'schedule.date-hours.delete': 'Orari di una data riportati a quelli settimanali da un collaboratore',
    'schedule.holiday.set': 'Apertura o chiusura di una festività cambiata da un collaboratore',
  },
} as const;

/**
 * Family members (issue 30 points 1 and 2): the server's refusals, the form's validation messages
 * shared with the web, the invitation e-mail and the names the other features show ('la visita di
 * Luca Rossi'). Kept out of `it` like `itWaitlist`: only lazily loaded screens and the server read it.
 */
export const itFamily = {
  // Validation (the shared schema: the same words in the form and in the API's 400).
  nomeRequired: 'Indica il nome.',
  cognomeRequired: 'Indica il cognome.',
  nameTooLong: 'Al massimo 100 caratteri.',
  birthDateInvalid: 'Indica una data di nascita valida (gg/mm/aaaa).',
  birthDateFuture: 'La data di nascita non può essere nel futuro.',
  birthDateTooOld: 'La data di nascita non può essere prima del 1900.',
  relationshipRequired: 'Scegli la relazione con te.',
  cfFormat: 'Il codice fiscale ha 16 caratteri: 6 lettere, 2 cifre, 1 lettera, 2 cifre, 1 lettera, 3 cifre e 1 lettera finale.',
  cfCheckDigit: "Il codice fiscale non è valido: l'ultimo carattere (carattere di controllo) non corrisponde. Controlla di averlo scritto bene.",
  cfSurname: 'Il codice fiscale non corrisponde al cognome indicato.',
  cfName: 'Il codice fiscale non corrisponde al nome indicato.',
  cfBirthDate: 'Il codice fiscale non corrisponde alla data di nascita indicata.',
  cfSex: (relationship: string) => `Il codice fiscale è di una persona di sesso diverso da quello della relazione «${relationship}».`,
  emailInvalid: 'Indica un indirizzo e-mail valido.',
  confirmRequired: 'Conferma di aver letto cosa succede.',

  // Server refusals.
  notFound: 'Familiare non trovato.',
  tooMany: (max: number) => `Puoi aggiungere al massimo ${max} familiari.`,
  hasVisits: 'Questo familiare ha delle visite registrate: non può essere eliminato.',
  handedOver: 'Questo familiare ha ormai un account suo: non puoi più modificarlo né prenotare per lui.',
  notAdultYet: (name: string, date: string) => `${name} non ha ancora 18 anni: potrai invitarlo ad avere un account suo dal ${date}.`,
  inviteOwnEmail: "Indica l'indirizzo e-mail del tuo familiare, non il tuo.",
  inviteEmailTaken: 'Questo indirizzo è già usato da un account professionista: indica un altro indirizzo.',
  inviteNotFound: "Questo invito non è valido o è scaduto. Chiedi a chi ti ha invitato di mandarne uno nuovo.",
  inviteOtherEmail: "Questo invito è per un altro indirizzo e-mail: accedi o registrati con l'indirizzo a cui è arrivato.",
  inviteSelf: 'Non puoi accettare un invito che hai mandato tu.',
  inviteNotPatient: 'Un account professionista non può ricevere lo storico di un familiare.',
  selfBookingMember: 'Non puoi prenotare per un familiare da un account professionista.',
  erasureNeedsConfirm: (members: number) =>
    members === 1
      ? 'Il tuo account gestisce 1 familiare: cancellandolo elimini anche i suoi dati e lo storico delle sue visite. Conferma per procedere.'
      : `Il tuo account gestisce ${members} familiari: cancellandolo elimini anche i loro dati e lo storico delle loro visite. Conferma per procedere.`,

  // Relationships (value → label).
  relationships: {
    figlio: 'Figlio',
    figlia: 'Figlia',
    padre: 'Padre',
    madre: 'Madre',
    coniuge: 'Coniuge o partner',
    fratello: 'Fratello',
    sorella: 'Sorella',
    nonno: 'Nonno',
    nonna: 'Nonna',
    nipote: 'Nipote',
    assistito: 'Persona assistita',
    altro: 'Altro',
  },

  // What other features show.
  visitOf: (name: string) => `la visita di ${name}`,
  labelPersonSeen: 'Paziente',
  labelContact: 'Contatto',
  contactOf: (name: string, relationship: string) => `${name} (${relationship.toLowerCase()} del paziente: titolare dell'account)`,
  bookedForSubject: (service: string, person: string, when: string) => `Appuntamento confermato: ${service} per ${person}, ${when}`,
  bookedForIntro: (person: string, doctor: string) => `l'appuntamento di ${person} con ${doctor} è confermato.`,
  intakeFor: (name: string) => `Risposte per ${name}`,

  /** The review invitation for a family member's visit (issue 28's e-mail, to the holder). */
  reviewInviteText: (name: string, person: string, doctor: string, service: string, when: string, link: string, days: number) =>
    [
      `Gentile ${name},`,
      '',
      `ieri si è svolta la visita di ${person} «${service}» con ${doctor} (${when}).`,
      `Se vuoi, racconta com'è andata: la tua recensione aiuta altri pazienti. Puoi lasciarla entro ${days} giorni dalla visita.`,
      '',
      `Lascia una recensione: ${link}`,
    ].join('\n'),

  // The invitation e-mail (jobs; the link opens the web page /invito-familiare?token=…).
  inviteSubject: (holder: string) => `${holder} ti invita ad avere un tuo account su Sanity`,
  inviteText: (member: string, holder: string, link: string, days: number) =>
    [
      `Ciao ${member},`,
      '',
      `${holder} gestiva finora su Sanity le tue visite e i tuoi documenti. Ora che sei maggiorenne puoi averli in un account tuo.`,
      '',
      `Apri questo link, poi accedi o registrati con questo indirizzo e-mail: il tuo storico passerà al tuo account e ${holder} non potrà più vederlo.`,
      link,
      '',
      `Il link vale ${days} giorni. Se non ti aspettavi questo messaggio, ignoralo.`,
    ].join('\n'),

  // The data export (Impostazioni › Privacy e dati).
  exportSection: 'Familiari',
  exportColName: 'Nome e cognome',
  exportColBirth: 'Data di nascita',
  exportColCf: 'Codice fiscale',
  exportColRelationship: 'Relazione',
  exportColState: 'Stato',
  exportStates: { active: 'A tuo carico', invited: 'Invitato ad avere un account suo', handed_over: 'Ha un account suo' } as Record<string, string>,

  // Igea.
  settingsPage: 'Impostazioni › Familiari',
  igeaNoMember: (who: string) => `Non trovo ${who} tra i tuoi familiari. Puoi aggiungerlo in Impostazioni › Familiari.`,
  igeaNoVisit: (name: string) =>
    `${name} non ha visite in programma. Per prenotargliene una apri il profilo di un medico nella pagina Dottori, scegli il servizio e indica per chi è la visita.`,
  igeaNextVisit: (name: string, when: string, doctor: string, service: string, place: string | null) =>
    `La prossima visita di ${name} è ${when} con ${doctor} (${service})${place ? `, a ${place}` : ''}.`,
} as const;

import { itFamilyPerson } from './it-family-person';

/**
 * Family members (issue 30 points 1 and 2): the web's own words. Settings › 'Familiari', the
 * member's form, the invitation of a member of age, its acceptance page, the booking dialog's
 * 'Per chi è la visita?', the person seen and the contact in the appointment views, and the
 * erasure of a holder with dependants. The words both sides say (validation, refusals,
 * relationships) are `itFamily` (it-family.ts). Kept out of `it` like `itWaitlist`: only lazily
 * loaded screens read it (the dashboard's first load is at its budget).
 */
export const itFamilyWeb = {
  // Settings › Familiari.
  title: 'Familiari',
  intro: 'Le persone di cui ti prendi cura: figli, genitori, chi assisti. Puoi prenotare le loro visite; tu resti il contatto e ricevi conferme e promemoria.',
  empty: 'Non hai ancora aggiunto familiari.',
  emptyHint: 'Aggiungi un familiare per prenotare una visita a suo nome.',
  listLabel: 'I tuoi familiari',
  add: 'Aggiungi familiare',
  edit: 'Modifica',
  editLabel: (name: string) => `Modifica ${name}`,
  remove: 'Rimuovi',
  removeLabel: (name: string) => `Rimuovi ${name}`,
  removeTitle: (name: string) => `Rimuovere ${name}?`,
  removeText: (name: string) => `${name} non comparirà più tra i tuoi familiari e non potrai più prenotare a suo nome.`,
  removeKeep: 'Annulla',
  removeConfirm: 'Rimuovi',
  removed: (name: string) => `${name} è stato rimosso dai tuoi familiari.`,
  removeError: 'Impossibile rimuovere il familiare.',
  hasVisitsNote: 'Ha delle visite registrate: non può essere rimosso.',
  loadError: 'Impossibile caricare i tuoi familiari.',
  retry: 'Riprova',
  bornOn: (date: string) => `Nato/a il ${date}`,
  codiceFiscale: 'Codice fiscale',
  visits: (n: number) => (n === 1 ? '1 visita' : `${n} visite`),

  // The member's form.
  addTitle: 'Aggiungi un familiare',
  editTitle: 'Modifica familiare',
  formHint: 'Servono nome, cognome, data di nascita e relazione. Il codice fiscale è facoltativo.',
  nome: 'Nome',
  cognome: 'Cognome',
  birthDate: 'Data di nascita',
  relationship: 'Relazione con te',
  relationshipHint: 'Chi è per te: ad esempio «Figlio» se è tuo figlio.',
  relationshipPlaceholder: 'Scegli…',
  codiceFiscaleOptional: 'Codice fiscale (facoltativo)',
  codiceFiscaleHint: 'Lo controlliamo con nome, cognome, data di nascita e relazione.',
  codiceFiscaleOk: 'Il codice fiscale corrisponde ai dati indicati.',
  save: 'Salva modifiche',
  create: 'Aggiungi',
  added: (name: string) => `${name} è tra i tuoi familiari.`,
  saved: 'Modifiche salvate.',
  saveError: 'Impossibile salvare il familiare.',
  discardTitle: 'Chiudere senza salvare?',
  discardText: 'Hai scritto dei dati che non hai ancora salvato: se chiudi andranno persi.',
  discardKeep: 'Continua a modificare',
  discardConfirm: 'Chiudi senza salvare',

  // Growing up (point 2): the invitation and its state.
  invite: 'Invita a un account personale',
  inviteLabel: (name: string) => `Invita a un account personale: ${name}`,
  inviteTitle: (name: string) => `Invita ${name} a un account personale`,
  inviteText: (name: string) =>
    `${name} è maggiorenne: può avere un account suo. Riceverà un'e-mail con un link; quando accetta, le sue visite e i suoi documenti passano al suo account e tu non potrai più vederli né prenotare per lui o per lei.`,
  inviteEmail: (name: string) => `E-mail di ${name}`,
  inviteEmailHint: "L'indirizzo personale del tuo familiare, non il tuo.",
  inviteSend: 'Invia invito',
  inviteResend: 'Invia di nuovo',
  inviteSent: (email: string) => `Invito inviato a ${email}.`,
  inviteError: "Impossibile inviare l'invito.",
  invitePending: (email: string, until: string) => `Invito inviato a ${email}, valido fino al ${until}.`,
  inviteRevoke: 'Annulla invito',
  inviteRevokeLabel: (name: string) => `Annulla invito: ${name}`,
  inviteRevokeTitle: (name: string) => `Annullare l'invito di ${name}?`,
  inviteRevoked: "Invito annullato: il link dell'e-mail non funziona più.",
  inviteRevokeError: "Impossibile annullare l'invito.",
  adultFrom: (date: string) => `Potrà avere un account suo dal ${date}.`,
  stateInvited: 'Invito inviato',
  stateHandedOver: 'Ha un account suo',
  handedOverNote: (date: string) => `Ha un account suo dal ${date}: le sue visite e i suoi documenti sono nel suo account e non li vedi più.`,

  // The invitation's page (/invito-familiare?token=…).
  pageTitle: 'Invito a un account personale',
  pageMissing: "Il link dell'invito è incompleto: aprilo di nuovo dall'e-mail, per intero.",
  pageLoading: "Controllo l'invito…",
  pageIntro: (member: string, holder: string) =>
    `Ciao ${member}, ${holder} gestiva finora su Sanity le tue visite e i tuoi documenti. Ora puoi averli in un account tuo: quando accetti passano al tuo account e ${holder} non potrà più vederli.`,
  pageFor: (email: string, until: string) => `L'invito è per ${email} e vale fino al ${until}.`,
  pageSignInFirst: 'Accedi o registrati con questo indirizzo e-mail, poi accetta: ti riportiamo qui.',
  pageSignIn: 'Accedi',
  pageSignUp: 'Registrati',
  pageSignedInAs: (email: string) => `Hai effettuato l'accesso come ${email}.`,
  pageOtherAccount: (email: string) => `L'invito è per ${email}: esci e accedi o registrati con quell'indirizzo.`,
  pageAccept: 'Accetta e porta con te il tuo storico',
  pageAccepting: 'Trasferimento in corso…',
  pageAccepted: 'Fatto: il tuo storico è nel tuo account.',
  pageMoved: (appointments: number, documents: number) =>
    `${appointments === 1 ? '1 visita' : `${appointments} visite`} e ${documents === 1 ? '1 documento' : `${documents} documenti`} sono ora nel tuo account.`,
  pageGoAppointments: 'Vai ai tuoi appuntamenti',
  pageHome: 'Torna alla home',

  // Booking dialog.
  forWhom: 'Per chi è la visita?',
  forMe: (name: string) => `Per me${name ? ` (${name})` : ''}`,
  memberOption: (name: string, relationship: string) => `${name} · ${relationship}`,
  addQuick: 'Aggiungi un familiare',
  bookForOther: 'Prenoti per un figlio, un genitore o una persona che assisti?',
  contactHint: (name: string) => `La visita è per ${name}. I dati qui sotto sono i tuoi: sei tu il contatto e ricevi conferme e promemoria.`,
  summaryPatient: 'Paziente',
  summaryContact: 'Contatto',
  bookedFor: (name: string) => `Prenotazione per ${name}.`,

  // Appointment views (patient and doctor).
  forPerson: itFamilyPerson.forPerson,
  personSeen: 'Paziente',
  contact: 'Contatto',
  holderNote: "titolare dell'account",
  familyOf: (holder: string, relationship: string) => `Familiare di ${holder} (${relationship.toLowerCase()})`,
  familyBadge: 'Familiare',
  relationshipToHolder: 'Relazione con il titolare',
  contactLine: itFamilyPerson.contactLine,
  birthDateShort: (date: string) => `Nato/a il ${date}`,

  // Erasure of a holder with dependants (Settings › Privacy e dati › Elimina account).
  erasureTitle: 'I tuoi familiari',
  erasureMembers: (n: number) =>
    n === 1
      ? 'Gestisci 1 familiare: cancellando il tuo account elimini anche i suoi dati e lo storico delle sue visite.'
      : `Gestisci ${n} familiari: cancellando il tuo account elimini anche i loro dati e lo storico delle loro visite.`,
  erasureHandedOver: (n: number) =>
    n === 1 ? '1 familiare ha ormai un account suo: il suo storico resta a lui.' : `${n} familiari hanno ormai un account loro: il loro storico resta a loro.`,
  erasureAdvice: 'Un familiare maggiorenne può portare con sé il suo storico: invitalo a un account personale da Familiari prima di cancellare il tuo.',
  erasureConfirm: 'Ho capito: elimina anche i dati dei miei familiari',
} as const;

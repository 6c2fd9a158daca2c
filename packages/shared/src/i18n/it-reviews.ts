/**
 * Verified reviews' Italian strings (issue 28): the server's refusals and e-mails, the moderation
 * findings, the writer's dialog, the profile's list, the doctor's reply, the admin's queue. Kept
 * out of `it` (every page's first load is at its budget): only lazily loaded screens and the
 * server read them.
 */
export const itReviews = {
  // Server: refusals.
  appointmentNotFound: 'Appuntamento non trovato.',
  alreadyReviewed: 'Hai già lasciato una recensione per questa visita.',
  notReviewableCancelled: 'Non puoi recensire una visita annullata.',
  notReviewableNoShow: 'Non puoi recensire una visita a cui non risulti presente.',
  notReviewableNotYet: 'Potrai lasciare una recensione dopo la visita.',
  notReviewableWindowClosed: (days: number) => `Il tempo per recensire questa visita è scaduto: si può recensire entro ${days} giorni dalla visita.`,
  reviewNotFound: 'Recensione non trovata.',
  replyExists: 'Hai già risposto a questa recensione: la risposta non si può modificare.',
  replyNotYours: 'Puoi rispondere solo alle recensioni che parlano di te.',
  alreadyReported: 'Hai già segnalato questa recensione: la stiamo verificando.',
  reportOwn: 'Non puoi segnalare una tua recensione.',
  alreadyDecided: 'Questa recensione è già stata valutata da un altro amministratore.',
  // Validation.
  ratingInvalid: 'Scegli da 1 a 5 stelle.',
  subScoreInvalid: 'I punteggi vanno da 1 a 5.',
  textLength: 'La recensione deve avere da 20 a 2000 caratteri.',
  showAsInvalid: 'Scegli come firmare la recensione.',
  reportReasonLength: 'Il motivo della segnalazione deve avere da 5 a 500 caratteri.',
  replyLength: 'La risposta deve avere da 2 a 1000 caratteri.',
  decisionNoteLength: 'La nota può avere al massimo 500 caratteri.',
  // Moderation findings (why the automatic check held a review for an admin).
  findingPhone: 'Contiene un numero di telefono.',
  findingEmail: 'Contiene un indirizzo e-mail.',
  findingHealthId: 'Contiene un codice fiscale o il numero di una tessera sanitaria.',
  findingInsult: 'Contiene parole offensive.',
  // Labels shared by every screen.
  leaveReview: 'Lascia una recensione',
  newOnSanity: 'Nuovo su Sanity',
  verifiedPatient: 'Paziente verificato',
  erasedAuthor: 'Paziente',
  reviewsTitle: 'Recensioni',
  ratingAria: (average: number, count: number) => `Valutazione media ${average.toLocaleString('it-IT')} su 5, ${count} recensioni verificate`,
  reviewsCount: (count: number) => (count === 1 ? '1 recensione' : `${count} recensioni`),
  subScoreLabels: { puntualita: 'Puntualità', ascolto: 'Ascolto', chiarezza: 'Chiarezza', struttura: 'Struttura' },
  // The writer's dialog.
  rules:
    'Parla della tua esperienza: puntualità, ascolto, chiarezza, struttura; non di diagnosi o della competenza medica del medico; niente numeri di telefono, e-mail o dati sanitari.',
  ratingLabel: 'Valutazione complessiva',
  subScoresLabel: 'Punteggi facoltativi',
  textLabel: 'La tua recensione',
  textCount: (length: number, max: number) => `${length}/${max}`,
  showAsLabel: 'Mostra come',
  showAsName: (name: string) => `Il tuo nome (${name})`,
  showAsVerified: 'Paziente verificato',
  moderationWarning: 'La recensione sarà controllata da un amministratore prima della pubblicazione:',
  submit: 'Pubblica la recensione',
  thanks: 'Grazie per la tua recensione!',
  inReview: 'È in revisione: la pubblicheremo dopo il controllo di un amministratore.',
  published: 'La tua recensione è pubblicata.',
  statusLabels: { pending: 'In revisione', published: 'Pubblicata', rejected: 'Non pubblicata' },
  // Omnibus transparency (D.Lgs. 26/2023): how ratings are verified.
  omnibusStatement:
    'Recensioni verificate: solo pazienti che hanno svolto una visita prenotata su Sanity possono recensirla, entro 30 giorni. Prima della pubblicazione ogni recensione passa un controllo automatico e, se serve, la revisione di un moderatore.',
  omnibusLink: 'Come verifichiamo le recensioni',
  // The list.
  showMore: 'Mostra altre',
  noReviews: 'Ancora nessuna recensione.',
  replyTitle: 'Risposta del professionista',
  // Reports.
  report: 'Segnala',
  reportTitle: 'Segnala la recensione',
  reportReasonLabel: 'Motivo della segnalazione',
  reportSent: 'Segnalazione inviata: un amministratore la verificherà.',
  // The doctor's reply.
  reply: 'Rispondi',
  replyLabel: 'La tua risposta',
  replyConfirm: 'Una volta pubblicata, la risposta non si può modificare né eliminare. Pubblicarla?',
  replySent: 'Risposta pubblicata.',
  // The admin's queue.
  queuePending: 'Da moderare',
  queueReported: 'Segnalate',
  approve: 'Approva',
  reject: 'Rifiuta',
  findingsTitle: 'Motivi del controllo',
  reportsTitle: 'Segnalazioni',
  // E-mails.
  inviteSubject: 'Com’è andata la tua visita?',
  inviteText: (name: string, doctor: string, service: string, when: string, link: string, days: number) =>
    [
      `Gentile ${name},`,
      '',
      `ieri hai svolto la visita «${service}» con ${doctor} (${when}).`,
      `Se vuoi, racconta com'è andata: la tua recensione aiuta altri pazienti. Puoi lasciarla entro ${days} giorni dalla visita.`,
      '',
      `Lascia una recensione: ${link}`,
    ].join('\n'),
  newReviewSubject: 'Hai una nuova recensione',
  newReviewText: (name: string, rating: number, link: string) =>
    [
      `Gentile ${name},`,
      '',
      `un paziente ha pubblicato una recensione verificata su di te (${rating} su 5).`,
      'Puoi leggerla e pubblicare una risposta, una sola, che non si potrà modificare.',
      '',
      `Leggi la recensione: ${link}`,
    ].join('\n'),
  optOutLine: (link: string) => `Non vuoi più ricevere queste e-mail? ${link}`,
  // Igea.
  assistantRating: (doctor: string, average: number, count: number) =>
    `${doctor} ha una valutazione media di ${average.toLocaleString('it-IT')} su 5 da ${count} recensioni verificate di pazienti che hanno svolto una visita prenotata su Sanity.`,
  assistantNoRating: (doctor: string) =>
    `${doctor} non ha ancora abbastanza recensioni verificate per mostrare una valutazione: la mostriamo da 3 recensioni in su.`,
} as const;

/**
 * The web's screens of verified reviews (issue 28, the web engineer's part; the shared labels are in
 * `itReviews` above): the writer's dialog, /appuntamenti, the profile's list, the doctor's reply, the
 * reports, the admin's queue and the page /recensioni-verificate. Only lazily loaded screens read it.
 */
export const itReviewsScreens = {
  // The star input and the rating shown.
  stars: (n: number) => (n === 1 ? '1 stella' : `${n} stelle`),
  starWords: ['Pessima', 'Scarsa', 'Nella media', 'Buona', 'Ottima'] as const,
  outOfFive: (value: number) => `${value.toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} su 5`,
  subScoreValue: (label: string, n: number) => `${label}: ${n} su 5`,
  subScoreClear: (label: string) => `Togli il punteggio ${label}`,
  subScoreClearShort: 'Togli',
  newOnSanityHint: 'Meno di 3 recensioni verificate: la valutazione compare dalla terza.',
  // The writer's dialog.
  dialogVisit: (service: string, doctor: string, date: string) => `${service} con ${doctor}, ${date}`,
  rulesTitle: 'Prima di scrivere',
  ratingRequired: 'Scegli da 1 a 5 stelle.',
  subScoresHint: 'Se vuoi, valuta anche questi aspetti della visita.',
  textHint: (min: number, max: number) => `Da ${min} a ${max} caratteri.`,
  textMissing: (missing: number) => (missing === 1 ? 'Manca ancora 1 carattere.' : `Mancano ancora ${missing} caratteri.`),
  textTooShort: (min: number) => `Scrivi almeno ${min} caratteri.`,
  textCountLabel: (length: number, max: number) => `${length} caratteri su ${max}`,
  moderationHint: 'Puoi correggere il testo, oppure inviarlo così com’è.',
  showAsHint: 'Il nome del professionista e la visita restano visibili in ogni caso.',
  sending: 'Invio in corso…',
  submitError: 'Recensione non inviata',
  close: 'Chiudi',
  discardTitle: 'Chiudere senza inviare?',
  discardText: 'La recensione che hai scritto non è stata inviata: se chiudi andrà persa.',
  discardKeep: 'Continua a scrivere',
  discardConfirm: 'Chiudi senza inviare',
  // /appuntamenti and the appointment's details.
  visitsTitle: 'Com’è andata la visita?',
  visitsIntro: (days: number) => `Puoi recensire una visita prenotata su Sanity entro ${days} giorni. La tua opinione aiuta altri pazienti.`,
  reviewableUntil: (date: string) => `Puoi recensirla fino al ${date}`,
  leaveReviewFor: (doctor: string, date: string) => `Lascia una recensione: ${doctor}, ${date}`,
  myReviewLine: (date: string) => `Recensione del ${date}`,
  detailsField: 'Recensione',
  linkNotReviewable: (days: number) =>
    `Questa visita non si può recensire ora: forse l’hai già recensita, oppure sono passati più di ${days} giorni dalla visita.`,
  loadError: 'Impossibile caricare le recensioni.',
  // The profile's list.
  visitMonth: (month: string) => `Visita di ${month}`,
  verifiedVisit: 'Visita verificata',
  ownIntro: 'Puoi pubblicare una sola risposta a ogni recensione: è pubblica e non si può modificare né eliminare. Se una recensione non rispetta le regole, segnalala.',
  shownOf: (shown: number, total: number) => `${shown} di ${total}`,
  // The doctor's reply.
  replyFor: (author: string) => `Rispondi alla recensione di ${author}`,
  replyDialogTitle: 'Rispondi alla recensione',
  replyHint: 'La risposta è pubblica, sotto la recensione. Puoi pubblicarne una sola e non potrai modificarla.',
  replyPublish: 'Pubblica la risposta',
  replyConfirmTitle: 'Pubblicare la risposta?',
  replyConfirmKeep: 'Rivedi',
  replyConfirmOk: 'Sì, pubblica',
  replyError: 'Risposta non pubblicata',
  replyMissing: 'Scrivi la risposta (almeno 2 caratteri).',
  replyPreviewLabel: 'La tua risposta',
  replyDiscardText: 'La risposta che hai scritto non è stata pubblicata: se chiudi andrà persa.',
  // Reports.
  reportFor: (author: string) => `Segnala la recensione di ${author}`,
  reportHint: 'Spiega che cosa non va. Un amministratore rivede la recensione; resta visibile finché non decide.',
  reportSend: 'Invia la segnalazione',
  reportError: 'Segnalazione non inviata',
  reportTooShort: 'Scrivi il motivo (almeno 5 caratteri).',
  reportDiscardText: 'La segnalazione che hai scritto non è stata inviata: se chiudi andrà persa.',
  // The admin's queue.
  adminTab: 'Recensioni',
  adminTitle: 'Moderazione delle recensioni',
  adminDescription:
    'Le recensioni trattenute dal controllo automatico e quelle segnalate. «Approva» pubblica la recensione, «Rifiuta» la nasconde dal profilo. Il testo non si modifica: si pubblica com’è o non si pubblica.',
  queueLabel: 'Coda',
  queueEmptyPending: 'Nessuna recensione da moderare.',
  queueEmptyReported: 'Nessuna recensione segnalata.',
  statusBadge: { pending: 'Da moderare', reported: 'Segnalata', published: 'Pubblicata', rejected: 'Rifiutata' },
  aboutDoctor: (doctor: string) => `Su ${doctor}`,
  reportedOn: (date: string) => `il ${date}`,
  approveLabel: (author: string, doctor: string) => `Approva la recensione di ${author} su ${doctor}`,
  rejectLabel: (author: string, doctor: string) => `Rifiuta la recensione di ${author} su ${doctor}`,
  approved: 'Recensione approvata e pubblicata.',
  rejected: 'Recensione rifiutata: non è più visibile.',
  rejectTitle: 'Rifiutare la recensione?',
  rejectText: 'Non sarà visibile sul profilo del professionista. La decisione resta nel registro attività.',
  rejectNoteLabel: 'Nota per il registro (facoltativa)',
  rejectConfirm: 'Rifiuta la recensione',
  decisionError: 'Decisione non salvata',
  // /recensioni-verificate (Omnibus transparency, D.Lgs. 26/2023).
  verificationPage: {
    title: 'Come verifichiamo le recensioni',
    intro:
      'Su Sanity le recensioni dei professionisti vengono solo da pazienti che hanno svolto una visita prenotata sulla piattaforma. Qui spieghiamo come lo verifichiamo e come moderiamo i contenuti, come chiede il Codice del consumo (D.Lgs. 26/2023).',
    sections: [
      {
        title: 'Chi può recensire',
        text: 'Solo il paziente di una visita prenotata su Sanity che si è svolta: non annullata e non segnata come mancata presenza. Una recensione per visita, dalla fine della visita fino a 30 giorni dopo. Chi non ha prenotato una visita non può recensire.',
      },
      {
        title: 'Che cosa mostriamo',
        text: 'Da 1 a 5 stelle, punteggi facoltativi su puntualità, ascolto, chiarezza e struttura, e un testo. Il nome del paziente con l’iniziale del cognome, o «Paziente verificato» se preferisce, il mese della visita e la prestazione. Media e numero compaiono da 3 recensioni pubblicate (prima il profilo dice «Nuovo su Sanity»); la media conta tutte le recensioni pubblicate, positive e negative, e l’elenco va dalla più recente.',
      },
      {
        title: 'Come moderiamo',
        text: 'Le recensioni parlano dell’esperienza (puntualità, ascolto, chiarezza, struttura), non di diagnosi o della competenza medica. Un controllo automatico cerca numeri di telefono, indirizzi e-mail, codici fiscali, numeri di tessera sanitaria e parole offensive: se ne trova, la recensione aspetta la decisione di un amministratore. Non modifichiamo i testi: una recensione si pubblica com’è o non si pubblica.',
      },
      {
        title: 'Risposte e segnalazioni',
        text: 'Il professionista può pubblicare una sola risposta, che non si può modificare; non può modificare né eliminare la recensione. Chiunque abbia un account può segnalare una recensione: resta visibile finché un amministratore non decide. Ogni decisione resta nel registro attività.',
      },
    ],
    backToDoctors: 'Cerca un professionista',
  },
} as const;

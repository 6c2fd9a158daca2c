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
  replyNotPublished: 'Puoi rispondere solo a una recensione pubblicata.',
  alreadyReported: 'Hai già segnalato questa recensione: la stiamo verificando.',
  reportNotPublished: 'Si possono segnalare solo le recensioni pubblicate.',
  reportOwn: 'Non puoi segnalare una tua recensione.',
  notPatient: 'Le recensioni si lasciano dal profilo di paziente.',
  notDoctor: 'Questa sezione è per i professionisti.',
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
  reviewed: 'Recensione inviata',
  // Omnibus transparency (D.Lgs. 26/2023): how ratings are verified.
  omnibusStatement:
    'Recensioni verificate: solo pazienti che hanno svolto una visita prenotata su Sanity possono recensirla, entro 30 giorni. Ogni recensione è controllata prima della pubblicazione.',
  omnibusLink: 'Come verifichiamo le recensioni',
  // The list.
  showMore: 'Mostra altre',
  noReviews: 'Ancora nessuna recensione.',
  visitOf: (month: string, service: string) => `Visita di ${month} · ${service}`,
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
  queueEmpty: 'Nessuna recensione da valutare.',
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
  inviteLinkLabel: 'Lascia una recensione',
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
  newReviewLinkLabel: 'Leggi la recensione',
  optOutLine: (link: string) => `Non vuoi più ricevere queste e-mail? ${link}`,
  // Igea.
  assistantRating: (doctor: string, average: number, count: number) =>
    `${doctor} ha una valutazione media di ${average.toLocaleString('it-IT')} su 5 da ${count} recensioni verificate di pazienti che hanno svolto una visita prenotata su Sanity.`,
  assistantNoRating: (doctor: string) =>
    `${doctor} non ha ancora abbastanza recensioni verificate per mostrare una valutazione: la mostriamo da 3 recensioni in su.`,
} as const;

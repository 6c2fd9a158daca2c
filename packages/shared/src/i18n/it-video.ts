/**
 * Issue 29's Italian strings (video visits and documents): labels of the visit's mode, the video
 * room, the documents of an appointment, their e-mail and the server's refusals. Kept out of `it`
 * (the first load is at its budget): only lazily loaded screens and the server read it.
 */
export const itVideo = {
  // ---- the visit's mode ----
  modeInStudio: 'In studio',
  modeOnline: 'Online',
  modeBoth: 'Entrambi',
  modeQuestion: 'Come vuoi fare la visita?',
  televisit: 'Televisita',

  // ---- the video room ----
  enter: 'Entra nella televisita',
  opensAt: (when: string) => `La televisita si apre ${when}.`,
  ended: 'La televisita è terminata.',
  unavailable: 'La televisita non è disponibile: l’appuntamento è stato annullato o spostato, oppure non è online.',
  /** The doctor's setting for the external calendar and the ICS feed (default off). */
  showLinkInCalendar: 'Mostra il link della televisita nel calendario esterno',
  linkInCalendarLabel: 'Televisita',

  // ---- documents ----
  documents: 'Documenti',
  kinds: {
    referto: 'Referto',
    prescrizione: 'Prescrizione',
    piano_terapeutico: 'Piano terapeutico',
    altro: 'Altro',
    paziente: 'Documento del paziente',
  },
  newMark: 'Nuovo',

  // ---- the server's refusals ----
  modeRequired: 'Scegli se fare la visita in studio oppure online.',
  modeNotOffered: 'Questo servizio non è disponibile nella modalità scelta.',
  titleInvalid: 'Il titolo deve avere tra 2 e 120 caratteri.',
  kindInvalid: 'Tipo di documento non valido.',
  kindNotAllowed: 'Non puoi caricare questo tipo di documento.',
  fileMissing: 'Seleziona un file da caricare.',
  fileTypeNotAllowed: 'Sono ammessi solo file PDF, JPEG, PNG o WebP.',
  fileTooLarge: (mb: number) => `Il file supera la dimensione massima di ${mb} MB.`,
  patientAfterVisit: 'La visita è terminata: non è più possibile allegare documenti a questo appuntamento.',
  cancelledAppointment: 'Non è possibile allegare documenti a un appuntamento annullato.',
  documentNotFound: 'Documento non trovato.',

  // ---- the e-mail to the patient (no title, no kind: the message says nothing of a medical nature) ----
  documentAddedSubject: 'Un nuovo documento sulla tua visita',
  documentAddedText: (doctor: string, when: string) => `Il Dott. ${doctor} ha aggiunto un documento alla tua visita del ${when}.`,
  documentAddedHint: 'Lo trovi accedendo a Sanity, nella pagina Documenti.',
  documentAddedLink: 'Apri i tuoi documenti',
  // ---- booking e-mails of an online visit ----
  mailTelevisit: (url: string) => `Televisita: la visita si svolge online. Il link per entrare, attivo da 15 minuti prima dell’inizio: ${url}`,
  mailTelevisitLabel: 'Televisita',
} as const;

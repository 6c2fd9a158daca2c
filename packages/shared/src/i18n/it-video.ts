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
  retentionNote: 'I documenti restano disponibili su Sanity per 24 mesi dal caricamento: scarica quelli che vuoi conservare.',
  uploadAfterVisitHint: 'Puoi allegare documenti fino alla fine della visita.',

  // ---- Igea ('fa visite online?') ----
  igeaOnline: (doctor: string, services: readonly string[]) => `${doctor} fa anche visite online (televisita): ${services.join(', ')}.`,
  igeaNoOnline: (doctor: string) => `${doctor} non offre visite online su Sanity: le visite sono in studio.`,

  // ---- the data export (HTML) ----
  exportSection: 'Documenti delle visite',
  exportColDocument: 'Documento',
  exportColVisit: 'Visita',
  exportUploadedBy: { doctor: 'Medico', patient: 'Paziente' } as Record<string, string>,
  exportDownload: 'Scarica (con accesso a Sanity)',

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
  adminCannotUpload: 'Solo il medico e il paziente della visita possono allegare documenti.',
  tooManyDocuments: (max: number) => `Questo appuntamento ha già ${max} documenti: eliminane uno per aggiungerne un altro.`,

  // ---- the e-mail to the patient (no title, no kind: the message says nothing of a medical nature) ----
  documentAddedSubject: 'Un nuovo documento sulla tua visita',
  /** `doctor` is the display name with its title ('Dott.ssa Laura Esposito'), so no article before it. */
  documentAddedText: (doctor: string, when: string) => `${doctor} ha aggiunto un documento alla tua visita del ${when}.`,
  documentAddedHint: 'Lo trovi accedendo a Sanity, nella pagina Documenti.',
  documentAddedLink: 'Apri i tuoi documenti',
  // ---- booking e-mails of an online visit ----
  mailTelevisit: (url: string) => `online, da ${url} (si apre 15 minuti prima dell’inizio)`,
  mailTelevisitLabel: 'Televisita',
} as const;

/** The first load's few words of issue 29 live in it-video-shell.ts (a module of their own: see there). */
export { itVideoShell } from './it-video-shell';

/** The web's screens of issue 29: the services' mode, booking, the video room, documents. */
export const itVideoScreens = {
  // ---- the services editor ----
  modeLabel: 'Modalità',
  modeLabelOf: (service: string) => `Modalità di ${service}`,
  modeHint: 'Online: il paziente entra in televisita dai dettagli dell’appuntamento. Entrambi: il paziente sceglie quando prenota.',
  modeBothBadge: 'In studio e online',

  // ---- booking ----
  modeInStudioHint: 'Nello studio del medico.',
  modeInStudioAt: (address: string) => `Nello studio: ${address}.`,
  modeOnlineHint: 'In televisita, da computer o telefono: il link per entrare è nei dettagli dell’appuntamento.',
  modeSummary: 'Modalità',
  bookedOnline: 'Televisita: entri dai dettagli dell’appuntamento, da 15 minuti prima dell’inizio.',

  // ---- the video room (details and /televisita) ----
  roomChecking: 'Verifica della televisita…',
  roomError: 'Impossibile verificare la televisita. Riprova tra poco.',
  enterNewTab: 'Entra nella televisita (si apre in una nuova scheda)',
  enterHint: 'La televisita si apre in una nuova scheda del browser.',
  closesAt: (time: string) => `Il link resta attivo fino alle ${time}.`,
  pageTitle: 'Televisita',
  pageWith: (service: string, name: string) => `${service} con ${name}`,
  pageNotFound: 'Televisita non trovata: l’appuntamento non esiste o non è tuo.',
  pageBack: 'Vai ai tuoi appuntamenti',
  tipsTitle: 'Prima di entrare',
  tips: [
    'Scegli un luogo tranquillo e riservato, dove nessuno ti ascolta.',
    'Controlla che microfono e videocamera funzionino e che il browser possa usarli.',
    'Tieni a portata di mano i referti e l’elenco dei farmaci di cui vuoi parlare.',
  ],

  // ---- documents of an appointment ----
  documentsEmpty: 'Nessun documento su questa visita.',
  documentsLoading: 'Caricamento dei documenti…',
  documentsLoadError: 'Impossibile caricare i documenti.',
  addDocument: 'Aggiungi documento',
  patientClosed: 'La visita è terminata: non puoi più allegare documenti.',
  download: 'Scarica',
  downloadLabel: (title: string) => `Scarica ${title}`,
  remove: 'Elimina',
  removeLabel: (title: string) => `Elimina ${title}`,
  removeTitle: 'Eliminare il documento?',
  removeText: 'Il documento non sarà più visibile né a te né all’altra persona della visita.',
  removeKeep: 'Annulla',
  removed: 'Documento eliminato.',
  removeError: 'Impossibile eliminare il documento.',
  byYou: 'Caricato da te',
  newLabel: (title: string) => `${title}, nuovo: non ancora aperto`,

  // ---- the upload dialog ----
  uploadTitle: 'Aggiungi un documento',
  uploadHintDoctor: 'Il paziente riceve un’e-mail che lo avvisa del nuovo documento, senza titolo né contenuto.',
  uploadHintPatient: 'Il medico lo vede nei dettagli della visita.',
  kindLabel: 'Tipo di documento',
  titleLabel: 'Titolo',
  titlePlaceholderDoctor: 'Es. Referto ecocardiogramma',
  titlePlaceholderPatient: 'Es. Esami del sangue di ottobre',
  fileLabel: 'File',
  fileHint: (mb: number) => `PDF, JPEG, PNG o WebP, al massimo ${mb} MB.`,
  upload: 'Carica documento',
  uploading: 'Caricamento…',
  uploaded: 'Documento caricato.',
  uploadError: 'Impossibile caricare il documento.',

  // ---- the patient's 'Documenti' page ----
  pageDocumentsDescription: 'Referti, prescrizioni e documenti delle tue visite, dal più recente.',
  visitOf: (date: string, doctor: string) => `Visita del ${date} · ${doctor}`,
  doctorFilter: 'Medico',
  allDoctors: 'Tutti i medici',
  documentsPageEmpty: 'Non hai ancora documenti.',
  // ---- the doctor's settings ----
  settingsTitle: 'Televisita',
  settingsHint: 'Le visite online si svolgono in una stanza video riservata a te e al paziente, aperta da 15 minuti prima dell’inizio a 60 minuti dopo.',
  showLinkInCalendarHint:
    'Aggiunge agli eventi del calendario esterno e del feed ICS il link alla pagina della televisita. Per entrare serve comunque accedere a Sanity come medico o paziente della visita.',
  settingsSaved: 'Impostazione della televisita salvata.',
  settingsError: 'Impossibile salvare l’impostazione della televisita.',
  settingsLoadError: 'Impossibile caricare le impostazioni della televisita.',
  // ---- the pages of the e-mails' links (manage, confirm, move) ----
  whereOnline: 'Online, in televisita: entri dai dettagli dell’appuntamento su Sanity o dal link nell’e-mail di conferma.',
  documentsPageEmptyHint: 'Quando un medico aggiunge un referto o una prescrizione a una tua visita, lo trovi qui. Puoi anche allegare tu dei documenti prima di una visita, dai suoi dettagli.',
} as const;

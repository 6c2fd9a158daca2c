/**
 * Rescheduling (issue 25 item 6): moving an appointment, its e-mails and the signed links a patient
 * receives after the doctor moved their visit. Kept out of `it` (the first load's budget): only the
 * lazily loaded move dialog, the link pages and the server read it.
 */
export const itReschedule = {
  // ---- the API's refusals ----
  cancelled: 'Non è possibile spostare un appuntamento annullato.',
  past: 'Non è possibile spostare un appuntamento già iniziato o passato.',
  tooLate: (hours: number) =>
    `Non è più possibile spostare online l’appuntamento nelle ${hours} ore precedenti la visita: contatta direttamente lo studio.`,
  sameTime: 'L’appuntamento è già a quest’orario: scegline un altro.',
  changedMeanwhile: 'L’appuntamento è stato modificato nel frattempo. Ricarica la pagina e riprova.',
  serviceGone: 'Il servizio di questo appuntamento non è più prenotabile: contatta lo studio.',

  // ---- the move dialog (details of an appointment) ----
  action: 'Sposta',
  actionLabel: 'Sposta l’appuntamento',
  title: 'Sposta l’appuntamento',
  description: (service: string) => `Scegli un nuovo giorno e orario per ${service}.`,
  current: (when: string) => `Orario attuale: ${when}`,
  confirmTitle: 'Confermi il nuovo orario?',
  confirmQuestion: (when: string) => `Spostare l’appuntamento a ${when}?`,
  confirmHint: 'Il vecchio orario verrà liberato solo quando il nuovo sarà confermato. Riceverete entrambi un’e-mail.',
  confirm: 'Sì, sposta',
  back: 'Indietro',
  close: 'Chiudi',
  moving: 'Spostamento in corso...',
  moved: 'Appuntamento spostato',
  movedText: (when: string) => `Il nuovo orario è ${when}. Abbiamo avvisato l’altra parte via e-mail.`,
  error: 'Non è stato possibile spostare l’appuntamento.',
  noSlots: 'Nessun orario libero in questo giorno.',
  tooLateHint: (hours: number) =>
    `Nelle ${hours} ore precedenti la visita non è possibile spostarla online: contatta lo studio.`,
  movedFrom: (when: string) => `Spostato da ${when}`,

  // ---- e-mails ----
  movedSubject: (service: string, when: string) => `Appuntamento spostato: ${service}, ${when}`,
  movedIntro: (before: string, after: string) => `l’appuntamento è stato spostato da ${before} a ${after}.`,
  labelBefore: 'Prima',
  labelAfter: 'Ora',
  labelMovedBy: 'Spostato da',
  movedByDoctor: (doctor: string) => `${doctor} (professionista)`,
  movedByPatient: (patient: string) => `${patient} (paziente)`,
  movedByWaitlist: 'Sanity, dalla lista d’attesa su richiesta del paziente',
  icsMovedNote: 'L’allegato (invito.ics) aggiorna l’evento già presente nel tuo calendario.',
  linksIntro:
    'Se il nuovo orario non ti va bene, con i link qui sotto puoi sceglierne un altro o annullare senza accedere e senza il limite delle 24 ore. Valgono una sola volta, fino all’inizio della visita.',
  linkReschedule: 'Scegli un altro orario',
  linkCancel: 'Annulla l’appuntamento',

  // ---- the pages of the signed links ----
  linkPageTitle: 'Il tuo appuntamento',
  linkRescheduleTitle: 'Scegli un altro orario',
  linkCancelTitle: 'Annulla l’appuntamento',
  linkCancelQuestion: (service: string, doctor: string, when: string) => `Vuoi annullare ${service} con ${doctor} di ${when}?`,
  linkCancelConfirm: 'Sì, annulla l’appuntamento',
  linkCancelled: 'Appuntamento annullato',
  linkCancelledText: 'Abbiamo avvisato il professionista. Riceverai un’e-mail di conferma.',
  linkMovedText: (when: string) => `Il tuo appuntamento è ora ${when}. Riceverai un’e-mail di conferma.`,
  linkWith: (service: string, doctor: string) => `${service} con ${doctor}`,
  linkUnknown: 'Questo link non è valido. Controlla di averlo copiato per intero dall’e-mail.',
  linkUsed: 'Questo link è già stato usato. Per altre modifiche accedi a Sanity o contatta lo studio.',
  linkExpired: 'Questo link è scaduto: l’appuntamento è già iniziato o passato.',
  linkChanged: 'L’appuntamento è cambiato dopo l’invio di questa e-mail (spostato o annullato): questo link non vale più.',
  linkMissing: 'Manca il codice del link. Aprilo di nuovo dall’e-mail.',
  goHome: 'Vai alla home',
  cancelError: 'Non è stato possibile annullare l’appuntamento.',
} as const;

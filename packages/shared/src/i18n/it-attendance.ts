/**
 * Issue 26 items 2 and 4: the links a patient acts on from a confirmation or reminder ('Confermo
 * la presenza', 'Disdici', 'Sposta', the SMS's manage page), 'Presenza confermata', and the doctor's
 * no-shows. Kept out of `it` (the first load's budget): the link pages, the details dialog, /crm
 * and the server read it.
 */

export const itAttendance = {
  // ---- e-mail buttons ----
  confirmButton: 'Confermo la presenza',
  cancelButton: 'Disdici',
  rescheduleButton: 'Sposta',
  actionsIntro: (hours: number) =>
    `Puoi confermare la presenza, disdire o spostare la visita direttamente da qui, senza accedere. Disdire o spostare è possibile fino a ${hours} ore prima della visita.`,

  // ---- the link pages ----
  confirmTitle: 'Conferma la presenza',
  confirmQuestion: (service: string, doctor: string, when: string) => `Confermi che sarai presente a ${service} con ${doctor}, ${when}?`,
  confirming: 'Conferma in corso...',
  confirmedText: 'Grazie, la tua presenza è confermata. Il professionista lo vedrà nella sua agenda.',
  alreadyConfirmedText: 'La tua presenza è già confermata: non serve fare altro.',
  confirmError: 'Non è stato possibile confermare la presenza.',
  manageIntro: 'Che cosa vuoi fare?',
  labelService: 'Visita',
  labelWhen: 'Quando',
  labelDoctor: 'Professionista',
  labelWhere: 'Dove',
  tooLateTitle: 'Non è più possibile farlo online',
  tooLate: (hours: number) =>
    `Mancano meno di ${hours} ore alla visita: non è più possibile disdirla o spostarla online. Contatta direttamente lo studio del professionista.`,
  tooLateWhere: 'Lo studio si trova qui:',
  // Neutral: the professional may be a man or a woman ('scrivergli' read wrong beside a Dott.ssa).
  tooLateSignIn: 'Puoi anche scrivere al professionista dalla tua area personale di Sanity.',
  signIn: 'Accedi a Sanity',

  // ---- the doctor's and the patient's views ----
  attendanceConfirmed: 'Presenza confermata',
  noShowMark: 'Segna come non presentato',
  noShowUndo: 'Annulla segnalazione',
  noShowMarkTitle: 'Segnare il paziente come non presentato?',
  noShowMarkText: 'La visita risulterà “Non presentato” nel suo storico. Puoi annullare la segnalazione entro 24 ore.',
  noShowMarkConfirm: 'Sì, segna come non presentato',
  noShowUndoTitle: 'Annullare la segnalazione?',
  noShowUndoText: 'La visita tornerà “Completato”.',
  noShowUndoConfirm: 'Sì, annulla la segnalazione',
  noShowSaving: 'Salvataggio...',
  noShowMarked: 'Visita segnata come non presentato',
  noShowUndone: 'Segnalazione annullata',
  noShowError: 'Non è stato possibile aggiornare la visita.',
  noShowCount: (n: number) => `Non presentato: ${n}`,

  // ---- the no-show API's refusals ----
  noShowNotEnded: 'Puoi segnare un paziente come non presentato solo dopo la fine della visita.',
  noShowCancelled: 'Una visita annullata non può essere segnata come non presentato.',
  noShowUndoExpired: (hours: number) => `La segnalazione si può annullare solo entro ${hours} ore: sono già passate.`,
  noShowDoctorOnly: 'Solo il professionista della visita può segnare un’assenza.',
} as const;

/**
 * The waiting list's Italian strings (issue 25, 'Avvisami se si libera un posto prima'): the
 * server's refusals and e-mails, the join dialog, the list of one's entries, the offer page. Kept
 * out of `it` like `itAdmin`: only lazily loaded screens and the server read them.
 */
export const itWaitlist = {
  // Server: refusals.
  tooManyEntries: (max: number) => `Puoi avere al massimo ${max} richieste di avviso attive. Esci da una lista d'attesa per aggiungerne un'altra.`,
  entryNotFound: "Richiesta di avviso non trovata.",
  alreadyWaitingForAppointment: "Sei già in lista d'attesa per anticipare questo appuntamento.",
  appointmentNotMovable: 'Questo appuntamento non può essere anticipato: è annullato o già passato.',
  appointmentOtherDoctor: "L'appuntamento indicato non è con questo dottore.",
  untilPast: 'La data limite deve essere da domani in poi.',
  untilTooFar: (days: number) => `La data limite può essere al massimo tra ${days} giorni.`,
  timeRangeInvalid: "L'orario «a» deve essere dopo l'orario «da».",
  timeRangeIncomplete: 'Indica entrambi gli orari della fascia, o nessuno.',
  weekdaysInvalid: 'Giorni della settimana non validi.',
  emailNotVerified: "Conferma il tuo indirizzo e-mail per ricevere gli avvisi: gli orari liberi arrivano per e-mail.",
  selfWaitlist: "Non puoi metterti in lista d'attesa da te stesso.",
  notPatient: "La lista d'attesa è per i pazienti.",
  mustSignIn: "Accedi per metterti in lista d'attesa o per prendere un orario offerto.",
  offerNotFound: 'Questo link non è valido. Controlla di aver aperto il link completo dell’e-mail.',
  offerOtherAccount: "Questa offerta è stata inviata a un altro account: accedi con l'account che ha ricevuto l'e-mail.",
  offerExpired: "L'offerta è scaduta e l'orario è stato proposto ad altri pazienti. Resti in lista d'attesa: ti avviseremo del prossimo posto libero.",
  offerGone: "Questo orario è già stato preso da un altro paziente. Resti in lista d'attesa: ti avviseremo del prossimo posto libero.",
  offerAlreadyAccepted: 'Hai già preso questo orario: lo trovi tra i tuoi appuntamenti.',
  // E-mails.
  offerMailSubject: 'Si è liberato un posto prima',
  /** Issue 30: the subject of an offer for a family member's visit. */
  offerMailSubjectFor: (person: string) => `Si è liberato un posto prima per ${person}`,
  /** `person`: the family member the visit is for (issue 30); null for the holder's own. */
  offerMailText: (name: string, doctor: string, service: string, when: string, link: string, minutes: number, moving: string | null, person: string | null = null) =>
    [
      `Gentile ${name},`,
      '',
      `si è liberato un posto con ${doctor}${person ? ` per ${person}` : ''}: ${service}, ${when}.`,
      moving ? `Se lo prendi, ${person ? `l'appuntamento di ${person}` : 'il tuo appuntamento'} di ${moving} viene spostato a questo orario.` : '',
      `L'offerta vale ${minutes} minuti ed è stata inviata anche ad altri pazienti in attesa: il primo che conferma prende l'orario.`,
      '',
      `Prendi questo orario: ${link}`,
      '',
      "Se non ti interessa non devi fare nulla: resti in lista d'attesa.",
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  offerMailLinkLabel: 'Prendi questo orario',
  goneMailSubject: "L'orario che ti avevamo proposto è stato preso",
  goneMailText: (name: string, doctor: string, when: string) =>
    `Gentile ${name},\n\nl'orario con ${doctor} di ${when} è stato preso da un altro paziente in attesa.\nResti in lista d'attesa: ti avviseremo del prossimo posto libero.`,
  // Web: joining.
  joinButton: 'Avvisami se si libera un posto prima',
  joinTitle: 'Avvisami se si libera un posto prima',
  joinIntro: "Quando si libera un orario che fa per te ti mandiamo un'e-mail: il primo paziente che lo conferma lo prende.",
  joinIntroMove: "Se si libera un orario prima del tuo appuntamento ti mandiamo un'e-mail: confermandolo, l'appuntamento viene spostato.",
  serviceLabel: 'Prestazione',
  anyService: 'Qualsiasi prestazione',
  weekdaysLabel: 'Solo in questi giorni',
  weekdaysHint: 'Nessun giorno scelto: va bene qualsiasi giorno.',
  weekdayShort: ['Lun', 'Mar', 'Mer', 'Gio', 'Ven', 'Sab', 'Dom'] as const,
  weekdayLong: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'] as const,
  hoursLabel: 'Solo in questa fascia oraria',
  hoursFrom: 'Da',
  hoursTo: 'A',
  anyHour: 'Qualsiasi ora',
  untilLabel: 'Fino al',
  untilHintMove: 'Al più tardi il giorno del tuo appuntamento.',
  submit: 'Avvisami',
  submitting: 'Invio…',
  cancel: 'Annulla',
  joined: "Sei in lista d'attesa: ti avviseremo per e-mail se si libera un posto.",
  // Web: one's entries.
  listTitle: "Le tue liste d'attesa",
  listIntro: 'Ti avvisiamo per e-mail quando si libera un orario che fa per te.',
  listError: "Impossibile caricare le tue liste d'attesa.",
  leave: 'Esci dalla lista',
  leaving: 'Uscita…',
  left: "Sei uscito dalla lista d'attesa.",
  anyDay: 'qualsiasi giorno',
  untilDate: (date: string) => `fino al ${date}`,
  moveOf: (when: string) => `per anticipare l'appuntamento di ${when}`,
  waitingForThis: "Sei in lista d'attesa per anticipare questo appuntamento.",
  // Web: the offer page.
  offerTitle: 'Si è liberato un posto',
  offerLoading: "Caricamento dell'offerta…",
  offerWith: 'Con',
  offerService: 'Prestazione',
  offerWhen: 'Quando',
  offerMoving: 'Il tuo appuntamento attuale',
  offerMoveNote: 'Confermando, il tuo appuntamento viene spostato a questo orario e quello attuale si libera.',
  offerValidUntil: (time: string) => `L'offerta vale fino alle ${time}.`,
  take: 'Prendi questo orario',
  taking: 'Conferma in corso…',
  taken: "Fatto! L'orario è tuo: ti abbiamo mandato la conferma per e-mail.",
  toAppointments: 'Vai ai tuoi appuntamenti',
  // Doctor.
  doctorWaiting: (n: number) => (n === 1 ? "1 paziente in lista d'attesa" : `${n} pazienti in lista d'attesa`),
} as const;

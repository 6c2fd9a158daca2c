/**
 * The Italian strings of SMS, phone numbers and notification preferences (issue 26, S): the
 * server's refusals, the verification SMS, the Settings section 'Notifiche', the opt-out page and
 * the admin's SMS cap. Kept out of `it` like `itAdmin`: only lazily loaded screens and the server
 * read them (the first-load JavaScript budget).
 */
export const itSms = {
  // The phone number rule (domain/notifications/sms-phone.ts), on both sides.
  phoneRequired: 'Inserisci il numero di cellulare.',
  phoneInvalid: 'Numero di telefono non valido: controlla le cifre e il prefisso.',
  phoneNotMobile: 'Questo numero non può ricevere SMS: inserisci un cellulare.',
  // Server: the verification code.
  codeSms: (code: string) => `Sanity: il tuo codice di verifica è ${code}. Scade tra 10 minuti. Non condividerlo con nessuno.`,
  codeInvalidFormat: 'Il codice è di 6 cifre.',
  codeNone: 'Nessun codice in attesa: chiedi prima un codice per il tuo numero.',
  codeExpired: 'Il codice è scaduto: chiedine uno nuovo.',
  codeWrong: (left: number) => (left === 1 ? 'Codice errato. Ti resta 1 tentativo.' : `Codice errato. Ti restano ${left} tentativi.`),
  codeTooManyAttempts: 'Troppi tentativi errati: chiedi un nuovo codice.',
  codeWaitSeconds: (seconds: number) => `Attendi ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'} prima di chiedere un nuovo codice.`,
  codeTooManyPerHour: (minutes: number) => `Hai chiesto troppi codici: potrai chiederne un altro tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  smsNeedsVerifiedPhone: 'Per ricevere i promemoria via SMS verifica prima il tuo numero di cellulare.',
  // Server: the opt-out link.
  optOutUnknown: 'Questo link non è valido o non è più attivo. Puoi sempre scegliere i promemoria da Impostazioni → Notifiche.',
  optOutChannelInvalid: 'Canale non valido: il link deve indicare e-mail o SMS.',

  // Settings → 'Notifiche'.
  title: 'Notifiche',
  intro: 'Scegli come ricevere i promemoria dei tuoi appuntamenti. Puoi cambiare idea quando vuoi, anche dal link in fondo a ogni messaggio.',
  emailLabel: 'Promemoria via e-mail',
  emailHint: 'Prima di ogni visita, all’indirizzo del tuo account.',
  smsLabel: 'Promemoria via SMS',
  smsHint: 'Giorno, ora, medico e indirizzo: mai dati sulla tua salute. Niente SMS tra le 21 e le 8, salvo per una visita imminente.',
  smsNeedsPhone: 'Per attivare gli SMS verifica il tuo cellulare qui sotto.',
  phoneTitle: 'Numero di cellulare',
  phoneVerified: (phone: string) => `Verificato: ${phone}`,
  phoneLabel: 'Cellulare',
  phoneHint: 'Numeri italiani anche senza +39; per un numero estero indica il prefisso (es. +44).',
  phoneSend: 'Invia il codice',
  phoneChange: 'Cambia numero',
  phoneRemove: 'Rimuovi il numero',
  phoneRemoved: 'Numero rimosso: non riceverai più SMS.',
  codeSentTo: (phone: string) => `Ti abbiamo inviato un codice di 6 cifre al ${phone}. Scade tra 10 minuti.`,
  codeLabel: 'Codice ricevuto via SMS',
  codeVerify: 'Verifica',
  codeResend: 'Invia un nuovo codice',
  phoneVerifiedToast: 'Numero verificato: riceverai i promemoria anche via SMS.',
  saved: 'Preferenze salvate.',
  loadError: 'Impossibile caricare le preferenze di notifica.',

  // The opt-out page (/notifiche/disattiva).
  optOutTitle: 'Disattiva i promemoria',
  optOutMissing: 'Il link è incompleto: aprilo di nuovo dal messaggio ricevuto.',
  optOutQuestion: (what: string) => `Vuoi smettere di ricevere ${what}?`,
  optOutWhatEmail: 'i promemoria degli appuntamenti via e-mail',
  optOutWhatSms: (phone: string | null) => (phone ? `i promemoria degli appuntamenti via SMS al numero ${phone}` : 'i promemoria degli appuntamenti via SMS'),
  optOutKeep: 'Le conferme e gli avvisi di annullamento continueranno ad arrivare per e-mail.',
  optOutConfirm: 'Disattiva',
  optOutDoing: 'Disattivazione…',
  optOutDone: (what: string) => `Fatto: non riceverai più ${what}. Puoi riattivarli da Impostazioni → Notifiche.`,
  optOutAlreadyOff: (what: string) => `Non ricevi già ${what}. Puoi riattivarli da Impostazioni → Notifiche.`,
  optOutError: 'Non è stato possibile disattivare i promemoria. Riprova.',

  // The data export (HTML).
  exportSection: 'Notifiche e cellulare',
  exportEmail: 'Promemoria via e-mail',
  exportSms: 'Promemoria via SMS',
  exportPhone: 'Cellulare verificato',
  exportPhoneVerifiedAt: 'Verificato il',
  exportPendingPhone: 'Numero in attesa di verifica',
  exportSent: 'Messaggi inviati per i tuoi appuntamenti',
  exportChannel: 'Canale',
  exportKind: 'Messaggio',
  exportAppointment: 'Appuntamento',

  // Admin: the daily SMS cap and today's count per practice.
  capLabel: 'SMS al giorno per studio',
  capHint: 'Raggiunto questo numero, per il resto della giornata (ora italiana) i promemoria SMS dello studio non vengono inviati; le e-mail sì. Con 0 non parte nessun SMS.',
  capInvalid: 'Indica un numero intero tra 0 e 100000.',
  usageTitle: 'SMS inviati oggi',
  usageIntro: (cap: number) => `Per studio, da mezzanotte (ora italiana), rispetto al limite di ${cap} al giorno.`,
  usageEmpty: 'Nessun SMS inviato oggi.',
  usageDoctor: 'Studio',
  usageSent: 'Inviati',
  usageOfCap: (sent: number, cap: number) => `${sent} su ${cap}`,
  usageCapReached: 'Limite raggiunto',
  usageLoadError: 'Impossibile caricare il conteggio degli SMS.',
} as const;

import { countOf } from '../../domain/text/italian-agreement';

/**
 * Accounts people can trust (issue 12): e-mail verification, password reset and change, sessions,
 * and the limits on abuse. Part of the catalogue `itSettings` (../it-settings.ts). The spec has none of these
 * texts: all are ours (docs/ux-choices.md "Accounts people can trust").
 */
export const securityMessages = {
  security: {
    // ---- e-mail verification ----
    verifyBanner: (email: string) => `Conferma il tuo indirizzo email: ti abbiamo inviato un link a ${email}.`,
    verifyResend: 'Invia di nuovo il link',
    verifyResent: 'Ti abbiamo inviato un nuovo link. Controlla anche la cartella spam.',
    verifyTooSoon: 'Ti abbiamo appena inviato un link: attendi un minuto prima di chiederne un altro.',
    verifyTitle: 'Conferma dell’indirizzo email',
    verifyWorking: 'Stiamo confermando il tuo indirizzo...',
    verifyDone: 'Indirizzo email confermato. Grazie!',
    verifyLinkInvalid: 'Il link non è valido o è scaduto. Accedi e chiedine uno nuovo.',
    verifyGoOn: 'Vai alla dashboard',
    alreadyVerified: 'Il tuo indirizzo email è già confermato.',
    verifyMailSubject: 'Conferma il tuo indirizzo email su Sanity',
    verifyMailText: (name: string, link: string, hours: number) =>
      `Ciao ${name},\n\nper confermare che questo indirizzo è tuo apri il link qui sotto:\n${link}\n\nIl link vale ${hours} ore e si può usare una sola volta. Se non hai creato un account su Sanity puoi ignorare questa email.\n\nIl team di Sanity`,

    // ---- e-mail change ----
    changeEmailTitle: 'Cambia indirizzo email',
    newEmail: 'Nuovo indirizzo email',
    changeEmailSent: (email: string) => `Ti abbiamo inviato un link a ${email}: l’indirizzo cambierà quando lo confermerai.`,
    sameEmail: 'È già il tuo indirizzo email.',

    // ---- password reset ----
    forgotLink: 'Password dimenticata?',
    forgotTitle: 'Reimposta la password',
    forgotText: 'Scrivi l’indirizzo email del tuo account: ti invieremo un link per scegliere una nuova password.',
    forgotSubmit: 'Invia il link',
    forgotSent: 'Se l’indirizzo appartiene a un account, riceverai a breve un’email con il link per reimpostare la password.',
    resetTitle: 'Scegli una nuova password',
    resetSubmit: 'Salva la nuova password',
    resetDone: 'Password aggiornata. Accedi con la nuova password.',
    resetLinkInvalid: 'Il link non è valido o è scaduto. Chiedine uno nuovo da «Password dimenticata?».',
    resetMailSubject: 'Reimposta la tua password di Sanity',
    resetMailText: (name: string, link: string, minutes: number) =>
      `Ciao ${name},\n\nabbiamo ricevuto una richiesta di reimpostare la password del tuo account. Per sceglierne una nuova apri il link qui sotto:\n${link}\n\nIl link vale ${minutes} minuti e si può usare una sola volta. Se la richiesta non è tua puoi ignorare questa email: la tua password resta quella di prima.\n\nIl team di Sanity`,

    // ---- password change ----
    changePasswordTitle: 'Cambia password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    confirmNewPassword: 'Conferma la nuova password',
    changePasswordSubmit: 'Aggiorna la password',
    passwordChanged: 'Password aggiornata. Gli altri dispositivi sono stati disconnessi.',
    wrongCurrentPassword: 'La password attuale non è corretta.',
    noPasswordYet: 'Il tuo account usa l’accesso con Google: per impostare una password usa «Password dimenticata?» nella pagina di accesso.',
    commonPassword: 'Questa password è tra le più usate e facili da indovinare: scegline un’altra.',

    // ---- Google sign-in ----
    googleLinkRefused: 'Esiste già un account con questa email, ma l’indirizzo non è ancora confermato. Accedi con email e password e conferma l’indirizzo dal link che ti abbiamo inviato: dopo potrai entrare anche con Google.',
    googleFlowReused: 'Questo accesso con Google è già stato usato e non vale una seconda volta. Per entrare, premi di nuovo «Continua con Google».',

    // ---- sessions ----
    sessionsTitle: 'Dispositivi connessi',
    sessionsIntro: 'Qui trovi dove è aperto il tuo account. Se non riconosci un dispositivo, esci da quel dispositivo e cambia la password.',
    thisDevice: 'Questo dispositivo',
    lastUsed: (when: string) => `Ultimo utilizzo: ${when}`,
    unknownDevice: 'Dispositivo sconosciuto',
    unknownPlace: 'Luogo non disponibile',
    localNetwork: 'Rete locale',
    /** A device on the sessions page: browser and system ('Chrome su Windows'). */
    deviceOn: (browser: string, system: string) => `${browser} su ${system}`,
    signOutSession: 'Esci',
    signOutEverywhere: 'Esci da tutti i dispositivi',
    signOutEverywhereConfirm: 'Vuoi uscire da tutti i dispositivi, compreso questo? Dovrai accedere di nuovo.',
    sessionEnded: 'Dispositivo disconnesso',
    sessionNotFound: 'Sessione non trovata.',

    // ---- web screens (banner, link pages, settings) ----
    verifyBannerLater: 'Nascondi per ora',
    goToLogin: 'Vai all’accesso',
    linkMissing: 'In questo indirizzo manca il codice del link: apri di nuovo il link dall’email.',
    securityTitle: 'Sicurezza',
    securityIntro: 'Password, indirizzo email e dispositivi da cui hai effettuato l’accesso.',
    changePasswordHint: 'Quando la cambi, gli altri dispositivi vengono disconnessi.',
    changeEmailHint: (email: string) => `Indirizzo attuale: ${email}. Ti invieremo un link al nuovo indirizzo: cambierà solo quando lo confermerai.`,
    changeEmailSubmit: 'Invia il link di conferma',
    changeEmailPasswordHint: 'Per sicurezza, conferma che sei tu.',
    sessionsLoadError: 'Non è stato possibile caricare i dispositivi connessi.',
    signOutSessionLabel: (device: string) => `Esci da ${device}`,
    signOutEverywhereTitle: 'Uscire da tutti i dispositivi?',
    sessionEndedSignIn: 'La sessione è terminata: accedi di nuovo.',

    // ---- limits on abuse ----
    tooManyRequests: 'Troppe richieste in poco tempo: riprova tra qualche minuto.',
    tooManyRegistrations: 'Troppe registrazioni da questa rete: riprova più tardi.',
    tooManyUploads: 'Hai caricato troppi file in poco tempo: riprova tra qualche minuto.',
    storageFull: (limit: string) => `Hai esaurito lo spazio per i file del tuo account (${limit}). Elimina qualche bozza con immagini o documenti e riprova.`,
    tooManyBookingsWithDoctor: (max: number) =>
      `Hai già ${max} appuntamenti in programma con questo professionista: per prenotarne un altro disdici o attendi uno di quelli già fissati.`,
    loginSlowDown: (seconds: number) => `Troppi tentativi su questo account: riprova tra ${countOf(seconds, 'secondo', 'secondi')}.`,
  },
} as const;

/**
 * External calendars (issue 10): the texts the app writes into a doctor's calendar (pushed events,
 * the ICS subscription feed). Part of the catalogue `it` (../it.ts). The marker sentence and the
 * 'ID Paziente:' label are not here: they are a format read back from calendars
 * (domain/calendar/booking-description.ts) and must never change with a rewording.
 */
export const calendarMessages = {
  calendar: {
    /** Title of a pushed booking without details: nothing about the visit's reason (no health data). */
    eventTitle: 'Appuntamento',
    /** Title when the doctor opted into detailed titles: the service name, never intake answers. */
    eventTitleWithService: (service: string) => `Appuntamento: ${service}`,
    /** The description line with the service name (detailed titles only). */
    serviceLabel: 'Servizio:',
    /** The subscription feed's calendar name (X-WR-CALNAME), as calendar apps list it. */
    feedName: 'Sanity – Appuntamenti',
    /**
     * A feed event's title: the person visited, so the doctor recognises the booking in their own
     * calendar app; never the service (it can tell the reason of the visit).
     */
    feedEventTitle: (patient: string) => `Appuntamento – ${patient}`,
    /** A feed event whose person has no name on record. */
    feedEventTitleNoName: 'Appuntamento',
    // Web (cal-web): the settings card, /appuntamenti. Spec §8 texts verbatim where given, the rest "(nostro)".
    cardIntro: 'Collega il tuo calendario: gli appuntamenti confermati vi vengono aggiunti e i tuoi impegni diventano orari non prenotabili.',
    statusGoogle: 'Collegato a Google Calendar',
    statusCalDav: 'Collegato via CalDAV',
    statusNeedsReauth: 'Da autorizzare di nuovo',
    calendarNameLabel: 'Calendario',
    lastUpdate: (when: string) => `Ultimo aggiornamento: ${when}`,
    firstUpdatePending: 'Primo aggiornamento in corso…',
    needsReauthText: 'Il calendario non accetta più l’accesso di Sanity: autorizza di nuovo il collegamento.',
    reauthorize: 'Autorizza di nuovo',
    preparingAuthUrl: 'Preparazione del link di autorizzazione…',
    problemBookingOk: 'Le prenotazioni continuano a funzionare con i dati dell’app.',
    connectGoogle: 'Collega Google Calendar',
    openAuthPage: 'Apri la pagina di autorizzazione',
    newTabNote: 'La pagina di Google si apre in una nuova scheda; al termine torni qui.',
    /** A toast's title says what failed (issue 24 item 15), not a bare 'Errore'. */
    errorTitle: 'Operazione sul calendario non riuscita',
    authUrlUnavailable: "Impossibile ottenere l'URL di autorizzazione.",
    authUrlError: "Errore nell'ottenere l'URL di autorizzazione.",
    googleReturnConnected: 'Calendario collegato',
    googleReturnError: 'Non è stato possibile collegare Google Calendar. Riprova.',
    caldavTitle: 'Collega un calendario CalDAV',
    caldavIntro: 'Per iCloud, Nextcloud, Fastmail e gli altri servizi compatibili. Usa una password per app, non la password principale del tuo account.',
    serverUrl: 'Indirizzo del server',
    serverUrlHint: 'Ad esempio: iCloud https://caldav.icloud.com · Nextcloud https://tuo-server/remote.php/dav · Fastmail https://caldav.fastmail.com',
    username: 'Nome utente',
    usernameHint: 'Di solito il tuo indirizzo e-mail.',
    appPassword: 'Password per app',
    appPasswordHint: 'Creala nelle impostazioni di sicurezza del tuo account (per iCloud su account.apple.com).',
    caldavSubmit: 'Collega calendario',
    caldavChecking: 'Verifica in corso…',
    caldavConnected: 'Calendario collegato',
    disconnect: 'Scollega calendario',
    disconnectTitle: 'Scollegare il calendario?',
    disconnectText: 'Gli appuntamenti sincronizzati non verranno più aggiornati nel tuo calendario. Quelli già presenti restano dove sono.',
    disconnectConfirm: 'Scollega',
    disconnectKeep: 'Annulla',
    disconnected: 'Calendario scollegato',
    disconnectError: 'Errore di connessione durante la disconnessione del calendario.',
    detailedTitles: 'Mostra il servizio nel titolo degli eventi',
    detailedTitlesHint: 'Disattivato, gli eventi si chiamano solo «Appuntamento»: nessun dato sanitario finisce nel tuo calendario.',
    configSaved: 'Configurazione salvata',
    configSaveError: 'Errore nel salvataggio della configurazione.',
    loadError: 'Impossibile caricare lo stato del calendario.',
    feedTitle: 'Abbonamento al calendario (ICS)',
    feedIntro: 'Un indirizzo privato, in sola lettura, da aggiungere a qualsiasi app di calendario. Chi lo conosce vede i tuoi appuntamenti: non condividerlo.',
    feedNone: 'Nessun abbonamento attivo.',
    feedActiveSince: (when: string) => `Abbonamento attivo dal ${when}.`,
    feedCreate: 'Crea indirizzo di abbonamento',
    feedRegenerate: 'Genera un nuovo indirizzo',
    feedRegenerateText: 'L’indirizzo attuale smetterà di funzionare: dovrai aggiungere quello nuovo alle tue app di calendario.',
    feedRevoke: 'Revoca abbonamento',
    feedRevokeText: 'L’indirizzo smetterà di funzionare e le app di calendario non riceveranno più i tuoi appuntamenti.',
    feedRevoked: 'Abbonamento revocato',
    feedOnce: 'Copia ora l’indirizzo: per sicurezza non verrà più mostrato.',
    feedHttps: 'Indirizzo https',
    feedWebcal: 'Indirizzo webcal (si apre nell’app Calendario)',
    copy: 'Copia',
    copyLabel: (what: string) => `Copia ${what}`,
    copied: 'Indirizzo copiato',
    copyFailed: 'Copia non riuscita: seleziona il testo e copialo a mano.',
    actionError: 'Operazione non riuscita. Riprova più tardi.',
    confirmKeep: 'Annulla',
    conflictsTitle: 'Appuntamenti rimossi dal tuo calendario',
    conflictsIntro: 'Questi appuntamenti confermati sono stati cancellati dal tuo calendario, ma per Sanity sono ancora validi.',
    restore: 'Ripristina nel calendario',
    restored: 'Appuntamento ripristinato nel calendario',
    cancelAppointment: 'Annulla appuntamento',
    cancelTitle: 'Annullare l’appuntamento?',
    cancelText: (patient: string) => `${patient} riceverà un’e-mail di annullamento.`,
    cancelConfirm: 'Sì, annulla',
    cancelled: 'Appuntamento annullato',
    refresh: 'Aggiorna dal calendario',
    externalSource: 'Dal tuo calendario',
    allDay: 'Tutto il giorno',
    /** The same in a month cell, where a phone has room for 5 letters (screen readers hear `allDay`). */
    allDayShort: 'Tutto',
    syncError: 'Aggiornamento non riuscito. Riprova più tardi.',
    // Connection API (cal-server): errors and results of /api/calendar routes.
    googleNotConfigured: 'Google Calendar non è configurato su questo server.',
    invalidCredentials: 'Credenziali del calendario non valide.',
    serverUnreachable: 'Il server del calendario non risponde. Riprova più tardi.',
    noUsableCalendar: 'Nessun calendario utilizzabile a questo indirizzo.',
    serverUrlInvalid: "Inserisci l'indirizzo del server del calendario (https://…).",
    serverUrlHttpsRequired: "L'indirizzo del server del calendario deve iniziare con https://.",
    /** The SSRF guard refused the host: a private/loopback/link-local address (CALDAV_ALLOW_PRIVATE_NETWORKS off). */
    serverAddressRefused: 'Questo indirizzo non è raggiungibile dal server di Sanity.',
    calendarUrlInvalid: "L'indirizzo del calendario non è valido.",
    usernameRequired: "Inserisci il nome utente del calendario.",
    passwordRequired: 'Inserisci la password del calendario.',
    notConnected: 'Nessun calendario collegato.',
    windowInvalid: "L'intervallo richiesto non è valido (massimo 62 giorni).",
    syncDone: 'Aggiornamento completato',
    syncInBackground: "L'aggiornamento richiede più tempo del previsto e prosegue in background.",
    syncFailed: "Aggiornamento non riuscito: il calendario non risponde. Riprova più tardi.",
    syncNeedsReauth: 'Il collegamento al calendario è scaduto: ricollegalo dalle impostazioni.',
    /** connection.problem when the last pull could not reach the calendar. */
    problemUnreachable: 'Il calendario non risponde: gli impegni mostrati potrebbero non essere aggiornati.',
    conflictNotFound: 'Conflitto non trovato.',
    conflictActionInvalid: 'Azione non valida.',
    /** connection.problem when the last sync failed for another reason (calendar deleted, refused request). */
    problemFailed: "L'ultimo aggiornamento del calendario non è riuscito: controlla il collegamento.",
    /** calendarName of a Google connection: the app sees only the account's main calendar. */
    googleCalendarName: 'Google Calendar (calendario principale)',
  },
} as const;

/** The signed-in shell, landing, settings and admin screens (the account's: ./account.ts). Part of the catalogue `it` (../it.ts). */
export const shellMessages = {
  shell: {
    dashboard: 'Dashboard',
    appointments: 'Appuntamenti',
    doctors: 'Dottori',
    materials: 'Materiali',
    settings: 'Impostazioni',
    crm: 'Pazienti',
    admin: 'Admin',
    administrator: 'Amministratore',
    /** The role names: the sidebar's badges and the registration's account types. */
    patient: 'Paziente',
    doctor: 'Dottore',
    myAccount: 'Il mio account',
    help: 'Aiuto',
    upcoming: 'Prossimi appuntamenti',
    noUpcoming: 'Nessun appuntamento programmato',
    upcomingLoadError: 'Impossibile caricare i prossimi appuntamenti.',
    createContent: 'Crea contenuto',
    mainNav: 'Navigazione principale',
    mobileNav: 'Navigazione rapida',
    logout: 'Logout',
    helpTitle: 'Aiuto',
    helpIntro: 'Hai bisogno di assistenza con Sanity? Il nostro team ti risponde dal lunedì al venerdì, dalle 9:00 alle 18:00.',
    helpEmailLabel: 'Scrivici a',
    helpEmail: 'supporto@sanity.it',
    helpEmergency: 'In caso di emergenza chiama il 112',
    helpEmergencyNote: 'Sanity e Igea non sostituiscono il pronto soccorso né il parere del tuo medico.',
    userId: 'ID utente',
    openSidebar: 'Apri il pannello profilo e assistente',
    sidebarTitle: 'Il tuo profilo',
    sidebarLabel: 'Profilo e assistente',
    createContentTitle: 'Crea nuovo contenuto',
    /** The phone bar's last entry when a role has more than five destinations, and its sheet (issue 24). */
    more: 'Altro',
    moreTitle: 'Altre sezioni',
    moreDescription: 'Le sezioni che non entrano nella barra in basso.',
    toastRegion: 'Notifiche',
    toastClose: 'Chiudi notifica',
    /** A person's photo (the sidebar's, a doctor's card and profile). */
    avatarAlt: (name: string) => `Foto profilo di ${name}`,
  },
  /** Leaving an editor with changes not yet saved (issue 24): the app's own dialog, before any navigation. */
  unsavedChanges: {
    title: 'Modifiche non salvate',
    text: 'Hai modifiche che non hai ancora salvato. Se esci ora andranno perse.',
    stay: 'Resta e salva',
    leave: 'Esci senza salvare',
  },
  /** The content-creation dialog 'Crea Nuovo Contenuto' (content spec §2.2); ours unless the spec gives them. */
} as const;

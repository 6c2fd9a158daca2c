import { countOf } from '../../domain/text/italian-agreement';

/** Part of the catalogue `itSettings` (../it-settings.ts), out of the first load of every page (issue 27). */
export const authSettingsMessages = {
  membership: {
    offerTitle: 'Sanity Pro',
    launchOffer: 'Offerta di lancio',
    defaultPrivilege: 'Tutti i vantaggi del piano Pro',
    perMonth: '/mese',
    activate: 'Attiva Sanity Pro Gratis',
    notNow: 'Non ora',
    activated: 'Membership attivata',
    expiry: (date: string) => `Valida fino al ${date}`,
    expiryUnknown: 'data non disponibile',
    expiryLabel: 'Scadenza',
    failTitle: 'Attivazione non riuscita',
    failText: 'Non è stato possibile attivare la membership. Riprova più tardi.',
    notAuthenticated: 'Utente non autenticato',
    activationError: "Errore nell'attivazione della membership",
    notFound: 'Membership non disponibile.',
    doctorsOnly: 'La membership Pro è riservata ai professionisti.',
    /** Issue 24: gender-neutral, the person's gender is unknown. */
    welcome: 'Ti diamo il benvenuto su Sanity!',
    offerIntro: 'Il tuo profilo professionale è pronto. Attiva ora il piano Pro con l’offerta di lancio.',
    regularPrice: 'Prezzo pieno',
    offerPrice: 'Prezzo con offerta di lancio',
    freeFor: (days: number) => `Gratis per ${countOf(days, 'giorno', 'giorni')}, poi decidi tu.`,
    privilegesTitle: 'Cosa include',
    loading: 'Caricamento offerta...',
    loadError: 'Non è stato possibile caricare l’offerta. Potrai attivarla più tardi.',
    activating: 'Attivazione in corso...',
    activatedText: 'Il piano Pro è attivo sul tuo account.',
    continue: 'Continua',
  },
} as const;

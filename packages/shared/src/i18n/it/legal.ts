/**
 * Issue 24 (our wording): the links to the legal pages and their titles, in every page's first load
 * (footers, registration, booking, contact form). The pages' own long texts are `itLegal`
 * (../it-legal.ts), loaded only with those pages. Part of the catalogue `it` (../it.ts).
 */
export const legalMessages = {
  legal: {
    footerLabel: 'Informazioni legali',
    privacy: 'Privacy',
    cookie: 'Cookie',
    terms: 'Termini',
    privacyTitle: 'Informativa sulla privacy',
    cookieTitle: 'Cookie e memoria del browser',
    termsTitle: 'Termini e condizioni',
    /** Registration, under the spec's checkbox: the documents to read, as links (a new tab keeps the form filled). */
    readBefore: 'Leggi i ',
    termsLink: 'termini e le condizioni',
    doctorTermsLink: 'termini e le condizioni, con quelle per i professionisti',
    readMiddle: ' e l’',
    privacyLink: 'informativa sulla privacy',
    readAfter: '.',
    /** The contact form takes health notes: what happens to them. */
    contactNotice: 'Useremo questi dati solo per risponderti e li cancelleremo dopo 24 mesi. Non scrivere qui informazioni sulla tua salute che non servono per la risposta.',
    contactNoticeLink: 'Informativa sulla privacy',
    newTab: '(si apre in una nuova scheda)',
    loadError: 'Non è stato possibile caricare la pagina. Riprova tra poco.',
  },
} as const;

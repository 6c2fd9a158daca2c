/**
 * Igea, the assistant (issue 11): the chat block's texts and what the built-in path answers.
 * Part of the catalogue `it` (../it.ts). The spec gives the greeting's role, the failure bubble and
 * 'Igea sta scrivendo...'; the rest is ours (docs/ux-choices.md "Igea").
 */
export const assistantMessages = {
  assistant: {
    /** Spec §8: the assistant bubble for a non-OK answer or no user. */
    failure: 'Mi dispiace, al momento non riesco a rispondere. Riprova tra poco.',
    /** Spec §2: shown while a reply is pending. */
    typing: 'Igea sta scrivendo...',
    /** Spec §8: the greeting, shown when the history is empty or fails. */
    greeting: 'Ciao, sono Igea, l’assistente di Sanity. Posso aiutarti a trovare un medico, ritrovare i tuoi appuntamenti e leggere cosa dicono gli articoli dei nostri medici. Non sostituisco il parere del tuo medico.',
    /** Chat block controls (ours). */
    clear: 'Cancella conversazione',
    clearConfirm: 'Vuoi cancellare tutta la conversazione con Igea? Non potrai recuperarla.',
    clearConfirmAction: 'Cancella',
    clearCancel: 'Annulla',
    cleared: 'Conversazione cancellata',
    clearFailed: 'Non è stato possibile cancellare la conversazione. Riprova.',
    sourcesLabel: 'Fonti',
    you: 'Tu',
    emergencyLabel: 'Possibile emergenza',
    /** The chat block (spec §2: 'Espandi/Comprimi', 'Scrivi un messaggio...'). */
    title: 'Igea',
    subtitle: 'Assistente virtuale',
    expand: 'Espandi',
    collapse: 'Comprimi',
    placeholder: 'Scrivi un messaggio...',
    messageLabel: 'Messaggio per Igea',
    send: 'Invia messaggio',
    log: 'Conversazione con Igea',
    open: 'Apri Igea',
    keyHint: 'Invio per inviare, Maiusc+Invio per andare a capo.',
    /** Shown near the limit: characters used of the maximum. */
    counter: (used: number, max: number) => `${used}/${max} caratteri`,
    historyLoading: 'Carico la conversazione…',
    sourceKind: { article: 'Articolo', therapy: 'Terapia', doctor: 'Medico', appointment: 'Appuntamenti', page: 'Pagina' },
    /** Validation and limits. */
    messageRequired: 'Scrivi un messaggio',
    messageTooLong: 'Il messaggio è troppo lungo (al massimo 1000 caratteri).',
    tooManyPerMinute: 'Stai scrivendo troppo in fretta: attendi un minuto e riprova.',
    tooManyPerDay: 'Hai raggiunto il numero massimo di messaggi per oggi. Riprova domani.',
  },
} as const;

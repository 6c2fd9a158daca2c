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
    /** Validation and limits. */
    messageRequired: 'Scrivi un messaggio',
    messageTooLong: 'Il messaggio è troppo lungo (al massimo 1000 caratteri).',
    tooManyPerMinute: 'Stai scrivendo troppo in fretta: attendi un minuto e riprova.',
    tooManyPerDay: 'Hai raggiunto il numero massimo di messaggi per oggi. Riprova domani.',

    /** The one-line reminder added to answers about health. */
    disclaimer: 'Igea non sostituisce il parere del tuo medico.',

    /**
     * Emergencies: the first words of the answer, before anything else. 112 is the single European
     * emergency number (Numero Unico di Emergenza); 118 the health emergency line where it still
     * answers directly; Telefono Amico Italia 02 2327 2327; the poison centre of Niguarda (Milano)
     * answers for all of Italy 24 hours a day; 1522 is the national anti-violence line.
     */
    emergency: {
      lead: 'Se tu o qualcuno vicino a te è in pericolo, chiama subito il 112 (o il 118 per un’emergenza sanitaria).',
      cardiac: 'Un dolore al petto forte o che si irradia a braccio, mandibola o schiena, con fiato corto o sudore freddo, può essere un infarto: chiama subito il 112 o il 118, non metterti alla guida e resta a riposo in attesa dei soccorsi.',
      stroke: 'Bocca storta, un braccio o una gamba che non rispondono, difficoltà a parlare o a vedere sono segni di ictus: chiama subito il 112 o il 118 e annota l’ora in cui sono comparsi i sintomi.',
      suicide: 'Mi dispiace che tu stia così. Non sei solo: se pensi di farti del male chiama subito il 112. Puoi parlare con qualcuno anche adesso: Telefono Amico Italia 02 2327 2327 (tutti i giorni) o il tuo medico.',
      bleeding: 'Per un’emorragia abbondante chiama subito il 112 o il 118, premi forte sulla ferita con un panno pulito e non rimuoverlo finché non arrivano i soccorsi.',
      breathing: 'Se non si riesce a respirare o le labbra diventano bluastre chiama subito il 112 o il 118.',
      unconscious: 'Se una persona non risponde o non respira normalmente chiama subito il 112 o il 118: l’operatore ti guiderà passo per passo.',
      poisoning: 'In caso di avvelenamento o di farmaci presi in dose eccessiva chiama il 112 o il Centro Antiveleni di Niguarda (02 6610 1029, attivo 24 ore su 24). Non indurre il vomito.',
      allergy: 'Gonfiore di labbra, lingua o gola con difficoltà a respirare dopo un cibo, un farmaco o una puntura può essere uno shock anafilattico: chiama subito il 112 o il 118 e, se hai l’adrenalina autoiniettabile, usala.',
      violence: 'Se sei in pericolo chiama subito il 112. Per la violenza domestica o di genere risponde il 1522, gratuito e attivo 24 ore su 24.',
      general: 'Se i sintomi sono gravi, improvvisi o peggiorano, chiama il 112 o il 118 oppure vai al pronto soccorso più vicino.',
      after: 'Igea non può valutare un’emergenza: non aspettare una risposta in chat.',
    },
  },
} as const;

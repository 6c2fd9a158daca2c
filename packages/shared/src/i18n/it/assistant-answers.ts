/**
 * What Igea says (issue 11, issue 22): the built-in answers, the emergency answers and the links
 * they name. Only the server writes answers, and the chat block needs the emergency answers only in
 * its offline fallback, loaded on demand: so these strings are `itAssistant` (../it-assistant.ts),
 * out of every page's first load, not part of `it`.
 */
export const assistantAnswerMessages = {
  /** The one-line reminder added to answers about health. */
  disclaimer: 'Igea non sostituisce il parere del tuo medico.',

  /** What the built-in path answers, by intent (docs/ux-choices.md "Igea"). */
  answers: {
    greeting: (firstName: string) =>
      `Ciao${firstName ? ` ${firstName}` : ''}! Sono Igea. Posso dirti quando sono i tuoi prossimi appuntamenti, aiutarti a trovare uno specialista e cercare cosa hanno scritto i medici di Sanity su un argomento. Come posso aiutarti?`,
    thanks: 'Di nulla! Se ti serve altro, scrivimi pure.',
    capabilities:
      'Posso aiutarti a:\n• ritrovare i tuoi prossimi appuntamenti;\n• trovare un medico per specialità, nome o città;\n• spiegarti come prenotare, disdire o collegare il tuo calendario;\n• cercare negli articoli e nelle terapie pubblicati dai medici di Sanity.\nNon posso fare diagnosi né prescrivere farmaci.',
    nextAppointment: (when: string, doctor: string, service: string, place: string | null) =>
      `Il tuo prossimo appuntamento è ${when} con ${doctor} (${service})${place ? `, ${place}` : ''}.`,
    nextPatientVisit: (when: string, patient: string, service: string) => `Il tuo prossimo appuntamento in agenda è ${when} con ${patient} (${service}).`,
    thenAlso: 'Dopo hai anche:',
    laterItem: (when: string, who: string) => `• ${when} con ${who}`,
    noAppointments: 'Non hai appuntamenti in programma. Puoi prenotare una visita dalla pagina Dottori: scegli il medico, il servizio e l’orario che preferisci.',
    noAppointmentsWith: (doctor: string) =>
      `Non hai appuntamenti in programma con ${doctor}. Puoi prenotare una visita dalla pagina Dottori: scegli il medico, il servizio e l’orario che preferisci.`,
    noPatientVisits: 'Non hai appuntamenti in agenda nei prossimi mesi.',
    howToBook:
      'Per prenotare una visita:\n1. apri la pagina Dottori e cerca per specialità, nome o città;\n2. apri il profilo del medico e scegli un servizio;\n3. scegli il giorno, controlla la disponibilità e l’orario;\n4. completa i dati e conferma: riceverai un’e-mail di conferma con l’invito per il calendario.',
    howToCancel: (hours: number) =>
      `Per disdire apri Appuntamenti, seleziona l’appuntamento e usa «Annulla appuntamento». Puoi disdire fino a ${hours} ore prima della visita; più tardi contatta direttamente il medico. Il medico riceve subito l’avviso.`,
    connectCalendarDoctor:
      'Puoi collegare il tuo calendario in Impostazioni, nella sezione Calendario: Google Calendar, un calendario CalDAV (per esempio iCloud o Nextcloud) oppure l’indirizzo di abbonamento ICS. Gli appuntamenti prenotati su Sanity compaiono nel tuo calendario e gli impegni del calendario bloccano gli orari prenotabili.',
    connectCalendarPatient:
      'Ogni e-mail di conferma contiene l’invito per il calendario (file .ics): aprilo per aggiungere la visita a Google Calendar, Apple Calendar o Outlook. I tuoi appuntamenti sono anche nella pagina Appuntamenti.',
    favorites: 'Gli articoli e le terapie che salvi tra i preferiti, insieme a quelli che i tuoi medici ti hanno assegnato, sono nella pagina Materiali.',
    settings: 'Nome, telefono, indirizzo e foto del profilo si cambiano in Impostazioni. I medici vi trovano anche i servizi offerti, gli orari, l’indirizzo dello studio e il collegamento al calendario.',
    platformPro: (name: string, price: string, discounted: string, days: number, privileges: string[]) =>
      `${name} è il piano per i professionisti: ${privileges.map((p) => p.charAt(0).toLowerCase() + p.slice(1)).join('; ')}. Costa ${price} al mese; per il lancio viene offerto a ${discounted} per ${days} giorni dopo la registrazione come professionista.`,
    platformProMissing: 'Al momento non ci sono piani attivi per i professionisti.',
    registerDoctor:
      'Per iscriverti come medico esci da Sanity e scegli «Registrati» nella pagina di accesso, poi il tipo di account «Dottore»: ti chiederemo la specializzazione, il numero di licenza e i settori di competenza. Dopo la registrazione potrai attivare Sanity Pro, impostare servizi, orari e indirizzo dello studio.',
    doctorsFound: (what: string) => `Ecco ${what} su Sanity:`,
    doctorsWhat: (sector: string | null, city: string | null, name: string | null) =>
      name ? `i medici che corrispondono a «${name}»` : `alcuni specialisti${sector ? ` in ${sector}` : ''}${city ? ` a ${city}` : ''}`,
    doctorLine: (name: string, specialization: string, city: string | null, nextSlot: string | null) =>
      `• ${name}${specialization ? ` — ${specialization}` : ''}${city ? `, ${city}` : ''}${nextSlot ? ` (prima disponibilità: ${nextSlot})` : ''}`,
    doctorsHint: 'Apri il profilo per vedere i servizi e prenotare.',
    doctorsElsewhere: (sector: string | null, city: string) => `Non ho trovato specialisti${sector ? ` in ${sector}` : ''} a ${city}. Su Sanity ci sono in altre città:`,
    doctorsNone: 'Non ho trovato medici con questi criteri. Prova a cercare nella pagina Dottori con un’altra città o specialità.',
    doctorsAsk: 'Che specialista cerchi? Dimmi la specialità (per esempio dermatologo o cardiologo), il nome del medico o la città. Puoi anche sfogliare tutti i medici nella pagina Dottori.',
    contentFound: 'Ecco cosa dicono i contenuti pubblicati dai medici di Sanity:',
    contentLine: (title: string, excerpt: string) => `• ${title}: «${excerpt}»`,
    contentNone: 'Non ho trovato articoli o terapie dei nostri medici su questo argomento, e preferisco non rispondere a memoria su temi di salute.',
    suggestDoctor: (sector: string) => `Se vuoi parlarne con uno specialista in ${sector}:`,
    suggestDirectory: 'Puoi chiedere a uno dei medici di Sanity: li trovi nella pagina Dottori.',
    diagnosis: 'Non posso fare diagnosi né indicare farmaci o dosaggi: può farlo solo un medico che conosce la tua storia e ti visita. Se i sintomi sono forti o peggiorano chiama il 112 o il 118.',
    ownVisitNone: (doctor: string) => `Non hai appuntamenti in programma con ${doctor}.`,
    visitAbout: (when: string, doctor: string, service: string) => `La tua prossima visita è ${service} con ${doctor}, ${when}.`,
    visitFacts: (duration: number, price: string) => `Dura circa ${duration} minuti e costa ${price}.`,
    visitPlace: (address: string) => `Lo studio è in ${address}.`,
    visitDescription: (description: string) => `Cosa prevede: ${description}`,
    visitIntake: (questions: string[]) => `Al momento della prenotazione il medico chiede: ${questions.join('; ')}. Porta con te gli esami e i referti recenti e l’elenco dei farmaci che prendi.`,
    visitBring: 'Porta con te un documento, la tessera sanitaria, gli esami e i referti recenti e l’elenco dei farmaci che prendi.',
    visitAskDoctor: 'Per indicazioni particolari (digiuno, sospendere un farmaco) chiedi direttamente al medico: i suoi contatti sono nel profilo.',
    visitNone: 'Non hai visite prenotate: quando ne avrai una potrò dirti durata, costo, indirizzo e cosa ti chiederà il medico.',
    practiceHours: (doctor: string, hours: string) => `${doctor} riceve ${hours}.`,
    practiceNoHours: (doctor: string) => `${doctor} non ha ancora pubblicato gli orari dello studio.`,
    practiceAddress: (address: string) => `Lo studio è in ${address}.`,
    practiceNoAddress: 'L’indirizzo dello studio non è indicato nel profilo.',
    practiceServices: (services: string[]) => `Visite e prezzi: ${services.join('; ')}.`,
    practiceService: (name: string, duration: number, price: string) => `${name}, ${duration} minuti, ${price}`,
    practiceServiceUnavailable: (name: string, doctor: string) => `${name} al momento non è tra i servizi prenotabili di ${doctor}.`,
    practiceServiceAsked: (name: string, doctor: string, duration: number, price: string) => `${name} con ${doctor}: costa ${price} e dura circa ${duration} minuti.`,
    practiceBook: 'Gli orari liberi si vedono nel profilo, scegliendo un servizio.',
    practiceWho: 'Di quale medico vuoi sapere orari e indirizzo? Dimmi il nome, per esempio «orari del dottor Rossi».',
    practiceNotFound: (name: string) => `Non ho trovato medici che corrispondono a «${name}». Puoi cercarlo nella pagina Dottori.`,
    closed: 'chiuso',
    safetyLine:
      'Se il disturbo è forte, compare all’improvviso o peggiora, chiama il 112 o il 118 o vai al pronto soccorso; altrimenti parlane con il tuo medico, che può visitarti.',
    symptomsHelp: 'Io non posso valutare i sintomi, ma posso aiutarti a trovare uno specialista e a prenotare una visita.',
    crisisLine:
      'Se ti tornano pensieri di farti del male non restare da solo: puoi chiamare in ogni momento il Telefono Amico Italia, 02 2327 2327, o il 112.',
    offTopic:
      'Posso aiutarti solo con la salute e con Sanity: i tuoi appuntamenti, la ricerca di un medico, le funzioni della piattaforma e gli articoli dei nostri medici. Per questa domanda non sono la fonte giusta.',
    /** An animal's health (issue 22 point 5): a vet, and for a danger now a veterinary emergency clinic; 112 is for people. */
    offTopicPetDanger:
      'Mi occupo della salute delle persone, non degli animali, ma questo va visto subito: chiama il tuo veterinario o, se non risponde, porta l’animale a un pronto soccorso veterinario (clinica veterinaria aperta 24 ore su 24). Se ha mangiato qualcosa, porta con te la confezione o un pezzo della pianta. Chiama il 112 solo se è in pericolo una persona.',
    offTopicPet:
      'Mi occupo della salute delle persone, non degli animali: per il tuo animale il riferimento è il veterinario. Se peggiora all’improvviso (non respira bene, ha convulsioni, ha ingerito qualcosa di tossico, perde sangue) vai a un pronto soccorso veterinario.',
    unknown:
      'Non so rispondere a questa domanda e preferisco non inventare. Posso aiutarti con i tuoi appuntamenti, la ricerca di un medico, le funzioni di Sanity e gli articoli dei nostri medici.',
  },
  /** Source links to pages of the platform. */
  pages: {
    appointments: 'I miei appuntamenti',
    doctors: 'Dottori',
    settings: 'Impostazioni',
    calendar: 'Impostazioni · Calendario',
    materials: 'Materiali',
  },

  /**
   * Emergencies: the first words of the answer, before anything else; each kind opens with the
   * number to call. 112 is the single European emergency number (Numero Unico di Emergenza); 118
   * the health emergency line where it still answers directly; Telefono Amico Italia 02 2327 2327
   * and Samaritans Onlus 06 77208977 listen to people in crisis; the poison centre of Niguarda
   * (Milano) answers for all of Italy 24 hours a day; 1522 is the national anti-violence line.
   */
  emergency: {
    lead: 'Se tu o qualcuno vicino a te è in pericolo, chiama subito il 112 (o il 118 per un’emergenza sanitaria).',
    cardiac: 'Chiama subito il 112 o il 118: un dolore al petto forte o che si irradia a braccio, mandibola o schiena, con fiato corto o sudore freddo, può essere un infarto. Non metterti alla guida e resta a riposo in attesa dei soccorsi.',
    stroke: 'Chiama subito il 112 o il 118, anche se i sintomi sembrano lievi o stanno passando: bocca storta, un braccio o una gamba deboli o che non rispondono, difficoltà a parlare o a capire, un calo improvviso della vista sono segni di ictus, e ogni minuto conta. Non aspettare che passi e annota l’ora in cui sono comparsi i sintomi.',
    suicide: 'Se pensi di farti del male o di toglierti la vita chiama subito il 112. Mi dispiace davvero che tu stia così: quello che provi conta, e non devi affrontarlo da solo. Puoi parlarne adesso con qualcuno al Telefono Amico Italia, 02 2327 2327 (tutti i giorni), o con Samaritans Onlus, 06 77208977, oppure con una persona di cui ti fidi o con il tuo medico.',
    bleeding: 'Per un’emorragia abbondante chiama subito il 112 o il 118, premi forte sulla ferita con un panno pulito e non rimuoverlo finché non arrivano i soccorsi.',
    breathing: 'Se non si riesce a respirare, si soffoca o le labbra diventano bluastre chiama subito il 112 o il 118: l’operatore ti dirà cosa fare nell’attesa.',
    unconscious: 'Se una persona non risponde o non respira normalmente chiama subito il 112 o il 118: l’operatore ti guiderà passo per passo.',
    seizure: 'Chiama subito il 112 o il 118 per una crisi convulsiva: allontana gli oggetti pericolosi, metti qualcosa di morbido sotto la testa, non mettere nulla in bocca e non trattenere i movimenti. Quando la crisi finisce, mettila su un fianco.',
    poisoning: 'Chiama subito il 112 o il Centro Antiveleni di Niguarda (02 6610 1029, attivo 24 ore su 24) se qualcuno ha ingerito un prodotto, un farmaco o una sostanza pericolosa, anche se ora sta bene. Non indurre il vomito, non dare da bere e tieni a portata di mano la confezione.',
    allergy: 'Chiama subito il 112 o il 118: gonfiore di labbra, lingua o gola, o difficoltà a respirare dopo un cibo, un farmaco o una puntura possono essere uno shock anafilattico. Se hai l’adrenalina autoiniettabile, usala.',
    burn: 'Per un’ustione estesa, profonda, al viso, alle mani o ai genitali, o in un bambino, chiama subito il 112 o il 118. Nell’attesa raffredda la zona con acqua corrente fresca (non gelata) per 20 minuti e non applicare creme, olio o ghiaccio.',
    hypoglycemia: 'Chiama subito il 112 o il 118 se una persona con il diabete è confusa, molto sudata, non riesce a deglutire o non risponde. Se è cosciente e deglutisce bene, dalle subito zucchero o una bevanda zuccherata.',
    meningitis: 'Chiama subito il 112 o il 118: febbre con rigidità del collo, forte sonnolenza o macchie rosso-violacee che non scompaiono premendo un bicchiere sulla pelle possono essere una meningite, che va curata subito.',
    violence: 'Se sei in pericolo chiama subito il 112. Per la violenza domestica o di genere risponde il 1522, gratuito, anonimo e attivo 24 ore su 24: puoi chiamare anche solo per parlarne.',
    general: 'Se i sintomi sono gravi, improvvisi o peggiorano, chiama il 112 o il 118 oppure vai al pronto soccorso più vicino.',
    /**
     * The safety answer of the net under the urgency check (urgency/doubt-net.ts): a bodily change
     * told as happening now, which no rule or classifier placed. Right for an emergency (112 first)
     * and for someone only worried (a doctor today, not in some days).
     */
    doubt:
      'Chiama subito il 112 (o il 118) se il disturbo è comparso all’improvviso, è forte, peggiora o riguarda il respiro, la coscienza, la parola o la forza di un lato del corpo: meglio una chiamata in più che una in meno. Se invece è lieve e stabile, fatti vedere oggi stesso dal tuo medico o dalla guardia medica, senza aspettare i prossimi giorni.',
    /** After the kind's advice, for another kind the message names (emergency-answer.ts alsoKindsOf). */
    also: {
      suicide: 'Se pensi di farti del male non restare da solo: Telefono Amico Italia 02 2327 2327 (tutti i giorni) o Samaritans Onlus 06 77208977.',
      poisoning: 'Se ha ingerito farmaci o un’altra sostanza: Centro Antiveleni di Niguarda, 02 6610 1029, 24 ore su 24.',
      violence: 'Per la violenza domestica o di genere: 1522, gratuito, anonimo e attivo 24 ore su 24.',
    },
    /** Before the kind's advice when the message was written in English. */
    english: 'Call 112 now (the emergency number in Italy and all of Europe).',
    after: 'Igea non può valutare un’emergenza: non aspettare una risposta in chat.',
  },
} as const;

import {
  APPOINTMENT_RETENTION_DAYS,
  AUDIT_LOG_RETENTION_DAYS,
  CANCELLED_APPOINTMENT_RETENTION_DAYS,
  CHAT_HISTORY_RETENTION_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
} from '../domain/privacy/retention';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '../constants';
import type { LegalInfo } from '../schemas/legal';

/**
 * The legal pages' texts (issue 24): privacy notice (GDPR art. 13, with the health data of art. 9),
 * cookie statement and terms. Plain Italian, and true to what this software does: the data it
 * stores, the retention job's periods (domain/privacy/retention.ts), the cookies it sets, the e-mails
 * and calendar sync. The operator's details come from the server's configuration (`LegalInfo`).
 * Only the legal pages load this module. What a clinic must adapt: docs/privacy.md "Testi legali".
 */
export interface LegalSection {
  /** The section's anchor (/privacy#dati-sanitari). */
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
}

const months = (days: number) => `${Math.round(days / 30.4)} mesi`;
const years = (days: number) => `${Math.round(days / 365.25)} anni`;

function controller(info: LegalInfo): string[] {
  const { name, address, email, dpoEmail } = info.operator;
  return [
    `Il titolare del trattamento è ${name}, ${address}. Per qualsiasi domanda sui tuoi dati o per esercitare i tuoi diritti scrivi a ${email}.`,
    dpoEmail
      ? `Il responsabile della protezione dei dati (DPO) è raggiungibile all’indirizzo ${dpoEmail}.`
      : `Non è stato designato un responsabile della protezione dei dati (DPO): per ogni richiesta scrivi a ${email}.`,
  ];
}

export const itLegal = {
  version: (date: string) => `Versione del ${date.split('-').reverse().join('/')}`,
  onThisPage: 'In questa pagina',

  privacy: {
    intro:
      'Questa informativa spiega quali dati personali tratta Sanity, perché, per quanto tempo e quali diritti hai. Vale per chi visita il sito, per i pazienti e per i professionisti registrati.',
    sections: (info: LegalInfo): LegalSection[] => [
      { id: 'titolare', heading: 'Chi tratta i tuoi dati', paragraphs: controller(info) },
      {
        id: 'dati',
        heading: 'Quali dati trattiamo',
        paragraphs: ['Trattiamo solo i dati che ci dai o che servono a far funzionare il servizio:'],
        items: [
          'Account: nome e cognome, e-mail, password (conservata solo in forma cifrata, non leggibile), telefono, indirizzo e foto se li inserisci, la data di registrazione e dell’ultimo accesso, e quali versioni dei termini hai accettato e quando.',
          'Professionisti: specializzazione, numero e provincia di iscrizione all’Albo, settori, biografia, indirizzo dello studio, servizi, prezzi, orari, articoli e file pubblicati.',
          'Appuntamenti: professionista, servizio, data e ora, stato, nome, e-mail e telefono della persona visitata, le note e le risposte alle domande del professionista.',
          'Attività nell’app: articoli salvati nei preferiti, professionisti seguiti, conversazioni con l’assistente Igea.',
          'Sicurezza: i dispositivi e gli indirizzi IP delle sessioni attive, i tentativi di accesso non riusciti, il registro di chi ha consultato i tuoi dati.',
          'Modulo di contatto: nome, cognome, e-mail, telefono e il messaggio che scrivi.',
        ],
      },
      {
        id: 'dati-sanitari',
        heading: 'Dati sulla salute',
        paragraphs: [
          'Le note di un appuntamento, le risposte alle domande del professionista e, talvolta, i messaggi a Igea possono rivelare informazioni sulla tua salute: sono categorie particolari di dati (art. 9 del GDPR).',
          'Le risposte alle domande del professionista le trattiamo solo con il tuo consenso esplicito, che chiediamo nella prenotazione con una casella da spuntare: registriamo con l’appuntamento la versione del testo che hai accettato e quando. Senza consenso la prenotazione con risposte non viene inviata. Puoi revocare il consenso scrivendo al titolare; la revoca non rende illecito il trattamento già avvenuto.',
          'Questi dati li leggono solo il professionista dell’appuntamento e tu. Ogni volta che un professionista li apre, la lettura è registrata e la trovi in Impostazioni › Privacy e dati.',
          'Non scrivere dati sulla salute nel modulo di contatto se non servono alla risposta.',
        ],
      },
      {
        id: 'finalita',
        heading: 'Perché li trattiamo e su quale base',
        paragraphs: [],
        items: [
          'Gestire il tuo account, le prenotazioni, le e-mail di conferma, promemoria e annullamento: esecuzione del contratto che accetti con i termini (art. 6.1.b).',
          'Passare al professionista le risposte alle sue domande: il tuo consenso esplicito (art. 9.2.a).',
          'Conservare gli appuntamenti per gli obblighi di legge del professionista e per la tutela dei diritti in caso di contestazioni: obbligo legale e legittimo interesse (art. 6.1.c e 6.1.f, art. 9.2.f).',
          'Proteggere il servizio (limiti ai tentativi di accesso, registro degli accessi ai dati): legittimo interesse (art. 6.1.f).',
          'Rispondere ai messaggi del modulo di contatto: le tue richieste (art. 6.1.b).',
          'Non usiamo i tuoi dati per pubblicità, profilazione o decisioni automatizzate e non li vendiamo.',
        ],
      },
      {
        id: 'destinatari',
        heading: 'A chi arrivano i dati',
        paragraphs: ['I dati restano sui server del titolare. Li ricevono solo:'],
        items: [
          'il professionista che prenoti, per la visita;',
          'il fornitore di posta elettronica usato per inviare le e-mail (conferme, promemoria, link di verifica);',
          'il calendario esterno (Google Calendar o un calendario CalDAV) che un professionista decide di collegare: gli eventi sono privati e contengono la data, l’ora, il titolo «Appuntamento» (o il servizio, se il professionista lo sceglie) e un codice del paziente, non il suo nome né le sue risposte;',
          ...(info.services.googleSignIn ? ['Google, se scegli «Continua con Google» per accedere: riceviamo da Google nome, e-mail e identificativo del tuo account.'] : []),
          ...(info.services.assistantModel
            ? ['il fornitore del modello linguistico che aiuta Igea a scrivere le risposte: riceve la tua domanda e i testi pubblicati su cui si basa la risposta.']
            : []),
          'i fornitori tecnici che ospitano il servizio per conto del titolare, come responsabili del trattamento (art. 28).',
        ],
      },
      {
        id: 'conservazione',
        heading: 'Per quanto tempo',
        paragraphs: ['Un processo automatico cancella i dati alla scadenza:'],
        items: [
          `appuntamenti, con note e risposte: ${years(APPOINTMENT_RETENTION_DAYS)} dalla visita (art. 2220 del codice civile); quelli annullati: ${months(CANCELLED_APPOINTMENT_RETENTION_DAYS)};`,
          `conversazioni con Igea: ${months(CHAT_HISTORY_RETENTION_DAYS)} da ogni messaggio (puoi cancellarle prima);`,
          `registro degli accessi ai dati: ${months(AUDIT_LOG_RETENTION_DAYS)};`,
          `messaggi del modulo di contatto: ${months(CONTACT_MESSAGE_RETENTION_DAYS)};`,
          'sessioni: finché scadono o non le usi più; tentativi di accesso falliti e link inviati per e-mail: 1 giorno;',
          'account, preferiti e professionisti seguiti: finché non elimini l’account.',
        ],
      },
      {
        id: 'diritti',
        heading: 'I tuoi diritti',
        paragraphs: [
          'Puoi chiedere di accedere ai tuoi dati, correggerli, cancellarli, limitarne il trattamento, opporti e riceverli in un formato leggibile da altri servizi (art. 15–22 del GDPR). In Impostazioni › Privacy e dati puoi scaricare subito tutti i tuoi dati ed eliminare il tuo account; per il resto scrivi al titolare.',
          'Se elimini l’account, degli appuntamenti restano solo data, ora, professionista, servizio e prezzo, senza nome, contatti, note né risposte, per gli obblighi del professionista.',
          'Puoi anche proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
        ],
      },
      {
        id: 'cookie',
        heading: 'Cookie',
        paragraphs: ['Usiamo solo i cookie tecnici necessari all’accesso: i dettagli sono nella pagina Cookie.'],
      },
    ],
  },

  cookie: {
    intro: 'Sanity usa solo cookie tecnici, necessari per accedere e restare collegati. Non usa cookie di profilazione, pubblicità o statistiche di terze parti: per questo non ti chiediamo un consenso ai cookie.',
    sections: (info: LegalInfo): LegalSection[] => [
      {
        id: 'cookie-tecnici',
        heading: 'Cookie che impostiamo',
        paragraphs: [],
        items: [
          `sanity_session: ti tiene collegato dopo l’accesso. Dura al massimo ${info.services.sessionTtlDays} giorni e finisce prima se non usi Sanity per ${info.services.sessionIdleDays} giorni o se esci. Non è leggibile dagli script della pagina.`,
          ...(info.services.googleSignIn ? ['sanity_google_flow: solo durante l’accesso con Google, per al massimo 10 minuti, per verificare che la risposta di Google sia la tua.'] : []),
          'sanity_calendar_flow: solo per i professionisti che collegano Google Calendar, per al massimo 10 minuti, durante il collegamento.',
        ],
      },
      {
        id: 'memoria-browser',
        heading: 'Memoria del browser',
        paragraphs: ['Alcune preferenze restano solo nel tuo browser e non ci vengono inviate:'],
        items: [
          'sanity.verifyBannerHidden e sanity.membershipOffer: fino alla chiusura della scheda, per non mostrarti di nuovo un avviso che hai chiuso o per completare l’offerta dopo la registrazione;',
          'article_drafts: per i professionisti, le bozze di articoli non ancora salvate sul server, finché non le salvi o le elimini.',
        ],
      },
      {
        id: 'terze-parti',
        heading: 'Contenuti di altri siti',
        paragraphs: [
          'Un articolo può contenere un video di YouTube (in modalità di privacy avanzata, youtube-nocookie.com) o di Vimeo: il lettore viene caricato dai loro server quando apri l’articolo e, se avvii il video, questi fornitori possono salvare informazioni sul tuo dispositivo secondo le loro informative.',
          '«Apri in Mappe» porta a un sito di mappe esterno solo se lo tocchi. I caratteri e le immagini dell’app sono serviti da Sanity stessa.',
        ],
      },
      { id: 'titolare', heading: 'Chi risponde', paragraphs: controller(info) },
    ],
  },

  terms: {
    intro: 'Questi termini regolano l’uso di Sanity. Registrandoti li accetti nella versione indicata qui sopra; se cambiano, te lo diremo prima e la nuova versione avrà una nuova data.',
    sections: (info: LegalInfo): LegalSection[] => [
      {
        id: 'servizio',
        heading: 'Il servizio',
        paragraphs: [
          `Sanity è gestita da ${info.operator.name}, ${info.operator.address} (${info.operator.email}). Ti permette di trovare professionisti della salute, prenotare visite, leggere contenuti e parlare con l’assistente Igea.`,
          'Sanity non fornisce prestazioni sanitarie: la visita e ogni parere medico sono del professionista. I contenuti e le risposte di Igea sono informazioni generali e non sostituiscono il parere del medico. In caso di emergenza chiama il 112.',
        ],
      },
      {
        id: 'account',
        heading: 'Il tuo account',
        paragraphs: [
          'Devi dare dati veri e tenere riservata la password. Puoi prenotare per un familiare indicando i suoi dati: in quel caso assicurati di poterlo fare. Puoi eliminare l’account in ogni momento da Impostazioni › Privacy e dati.',
        ],
      },
      {
        id: 'prenotazioni',
        heading: 'Prenotazioni e annullamenti',
        paragraphs: [
          `La prenotazione è confermata quando la vedi in Appuntamenti e ricevi l’e-mail. Il prezzo è quello indicato dal professionista e si paga a lui, non a Sanity. Puoi annullare un appuntamento dall’app fino a ${PATIENT_CANCEL_CUTOFF_HOURS} ore prima; dopo, contatta il professionista.`,
        ],
      },
      {
        id: 'professionisti',
        heading: 'Condizioni per i professionisti',
        paragraphs: [
          'Il professionista dichiara di essere iscritto all’Albo indicato e di esercitare legalmente; l’amministratore verifica i dati prima che il profilo sia visibile. Risponde delle prestazioni, dei prezzi, degli orari e dei contenuti che pubblica, e tratta i dati dei pazienti ricevuti con le prenotazioni come titolare per la propria attività, nel rispetto del segreto professionale.',
          'Sanity Pro è un abbonamento facoltativo alle condizioni mostrate al momento dell’attivazione.',
        ],
      },
      {
        id: 'uso',
        heading: 'Uso corretto',
        paragraphs: [
          'Non usare Sanity per contenuti illeciti, offensivi o ingannevoli, per prenotazioni fittizie o per accedere a dati di altri. Possiamo sospendere un account che viola questi termini, spiegandone il motivo.',
        ],
      },
      {
        id: 'responsabilita',
        heading: 'Responsabilità e legge applicabile',
        paragraphs: [
          'Facciamo il possibile perché il servizio funzioni senza interruzioni, ma possono capitare sospensioni per manutenzione o guasti. Si applica la legge italiana; restano salvi i diritti che il Codice del consumo ti riconosce.',
          'I dati personali sono trattati come descritto nell’informativa sulla privacy.',
        ],
      },
    ],
  },
} as const;

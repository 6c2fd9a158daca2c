import { randomBytes } from 'node:crypto';
import { ArticleSaveSchema, type ArticleInput, type ContentBlockInput } from '@sanity/shared/schemas/articles';
import { mediaUrl } from '../modules/uploads/storage';
import type { Services } from '../services';
import { renderFeaturedImage, type Pictogram } from './featured-images';

/** One demo article or therapy, written by the demo doctor with `authorEmail`. */
interface DemoArticle {
  key: string;
  authorEmail: string;
  /** The sector whose colour the featured image takes. */
  sector: string;
  pictogram: Pictogram;
  status: 'published' | 'draft';
  article: Omit<ArticleInput, 'content' | 'featuredImage'> & { content: ContentBlockInput[] };
}

let blockCounter = 0;
const id = () => `b${(blockCounter += 1)}`;
const p = (text: string): ContentBlockInput => ({ id: id(), type: 'paragraph', data: { text } });
const h = (text: string, level = 2): ContentBlockInput => ({ id: id(), type: 'heading', data: { text, level } });
const ul = (...items: string[]): ContentBlockInput => ({ id: id(), type: 'list', data: { listType: 'unordered', items } });
const ol = (...items: string[]): ContentBlockInput => ({ id: id(), type: 'list', data: { listType: 'ordered', items } });
const link = (url: string, title: string): ContentBlockInput => ({ id: id(), type: 'link', data: { url, title } });
const separator = (): ContentBlockInput => ({ id: id(), type: 'separator' });

export const DEMO_PATIENT_EMAIL = 'paziente@sanity.demo';

/** The demo content: a dozen Italian articles and therapies by the demo doctors. */
export const demoArticles: DemoArticle[] = [
  {
    key: 'ipertensione',
    authorEmail: 'dottore@sanity.demo',
    sector: 'cardiologia',
    pictogram: 'heart',
    status: 'published',
    article: {
      title: 'Ipertensione: 7 abitudini che abbassano la pressione',
      tags: ['pressione', 'cuore', 'prevenzione'],
      selectedCategories: ['cardiologia', 'medicina-generale'],
      content: [
        p("L'ipertensione riguarda circa un adulto su tre e spesso non dà alcun sintomo. Proprio per questo è importante misurare la pressione con regolarità e intervenire presto sulle abitudini di tutti i giorni."),
        h('Le abitudini che fanno la differenza'),
        ol(
          'Ridurre il sale: non più di 5 grammi al giorno, attenzione a pane, salumi e formaggi stagionati.',
          'Camminare a passo svelto almeno 30 minuti, cinque giorni alla settimana.',
          'Mantenere il peso forma: anche pochi chili in meno abbassano la pressione.',
          'Portare in tavola frutta, verdura e legumi ogni giorno.',
          "Limitare l'alcol e smettere di fumare.",
          'Dormire almeno 7 ore per notte.',
          'Misurare la pressione a casa e annotare i valori.',
        ),
        h('Come misurarla correttamente', 3),
        p('Siediti da almeno cinque minuti, con la schiena appoggiata e il braccio all’altezza del cuore. Fai due misurazioni a distanza di un minuto e annota la media, al mattino e alla sera.'),
        { id: id(), type: 'embed', data: { embedType: 'youtube', url: 'https://www.youtube.com/watch?v=Qn8N2vY0mQk', caption: 'Come misurare la pressione a casa' } },
        p('Se i valori restano sopra 135/85 mmHg nelle misurazioni domestiche, parlane con il tuo medico: potrebbe essere utile una visita cardiologica.'),
        link('www.salute.gov.it', 'Ministero della Salute: ipertensione arteriosa'),
      ],
    },
  },
  {
    key: 'colesterolo',
    authorEmail: 'dottore@sanity.demo',
    sector: 'cardiologia',
    pictogram: 'bowl',
    status: 'published',
    article: {
      title: 'Alimentazione e colesterolo: cosa mettere nel piatto',
      tags: ['colesterolo', 'alimentazione', 'cuore'],
      selectedCategories: ['cardiologia'],
      isPaid: true,
      price: 9.9,
      salePrice: 4.9,
      saleEndDate: '2027-12-31T22:59:00.000Z',
      content: [
        p('Il colesterolo LDL alto è uno dei principali fattori di rischio cardiovascolare, ma la dieta può ridurlo in modo significativo già in poche settimane.'),
        h('Da preferire'),
        ul('Legumi almeno tre volte alla settimana', 'Pesce azzurro due volte alla settimana', 'Cereali integrali, avena e orzo', "Olio extravergine d'oliva a crudo", 'Frutta secca: una manciata al giorno'),
        h('Da limitare'),
        ul('Carni rosse e lavorate', 'Burro, panna e formaggi grassi', 'Dolci e prodotti da forno industriali'),
        p('In questa guida Premium trovi un menu di due settimane con le quantità e la lista della spesa.'),
      ],
    },
  },
  {
    key: 'piano-pressione',
    authorEmail: 'dottore@sanity.demo',
    sector: 'cardiologia',
    pictogram: 'heart',
    status: 'published',
    article: {
      title: 'Piano personale di controllo della pressione',
      tags: ['pressione', 'terapia'],
      selectedCategories: ['cardiologia'],
      isTherapy: true,
      isPublic: false,
      allowedUsers: [DEMO_PATIENT_EMAIL],
      content: [
        p('Giulia, come concordato durante la visita, ecco il piano per le prossime otto settimane.'),
        h('Misurazioni'),
        ul('Mattino, prima della terapia, e sera, prima di cena', 'Due misurazioni a un minuto di distanza', 'Annota i valori nel diario e portalo alla prossima visita'),
        h('Attività fisica'),
        p('Camminata a passo svelto di 30 minuti per cinque giorni alla settimana; aumenta gradualmente fino a 45 minuti.'),
        separator(),
        p('Se misuri valori superiori a 180/110 mmHg o hai dolore al petto, chiama subito il 112.'),
      ],
    },
  },
  {
    key: 'fibrillazione',
    authorEmail: 'dottore@sanity.demo',
    sector: 'cardiologia',
    pictogram: 'heart',
    status: 'draft',
    article: {
      title: 'Fibrillazione atriale: domande frequenti',
      tags: ['aritmie'],
      selectedCategories: ['cardiologia'],
      content: [p('Bozza in preparazione: le domande più frequenti dei pazienti sulla fibrillazione atriale.')],
    },
  },
  {
    key: 'dermatite',
    authorEmail: 'dottoressa@sanity.demo',
    sector: 'dermatologia',
    pictogram: 'drop',
    status: 'published',
    article: {
      title: 'Dermatite atopica nei bambini: come gestire il prurito',
      tags: ['dermatite', 'bambini', 'pelle'],
      selectedCategories: ['dermatologia'],
      content: [
        p('La dermatite atopica è la malattia infiammatoria della pelle più comune nei bambini. Si presenta con pelle secca, arrossata e un prurito che disturba il sonno.'),
        h('La cura quotidiana della pelle'),
        ul('Bagno breve in acqua tiepida, con detergenti delicati senza profumo', 'Crema emolliente su tutto il corpo subito dopo il bagno, anche due volte al giorno', 'Unghie corte e vestiti di cotone'),
        h('Quando rivolgersi alla dermatologa', 3),
        p('Se le lesioni si estendono, trasudano o il prurito non passa con gli emollienti, serve una visita per valutare una terapia antinfiammatoria.'),
      ],
    },
  },
  {
    key: 'solare',
    authorEmail: 'dottoressa@sanity.demo',
    sector: 'dermatologia',
    pictogram: 'sun',
    status: 'published',
    article: {
      title: 'Protezione solare: guida pratica per tutta la famiglia',
      tags: ['sole', 'pelle', 'estate', 'prevenzione'],
      selectedCategories: ['dermatologia'],
      content: [
        p('Proteggersi dal sole è il gesto più efficace per prevenire le scottature, l’invecchiamento della pelle e i tumori cutanei, melanoma compreso.'),
        h('Le regole d’oro'),
        ol(
          'Scegli una protezione SPF 50 per bambini e pelli chiare, almeno SPF 30 per gli altri.',
          'Applica la crema 20 minuti prima di esporti e rinnovala ogni due ore e dopo il bagno.',
          'Evita il sole tra le 12 e le 16.',
          'Cappello, occhiali da sole e maglietta per i più piccoli.',
        ),
        p('Controlla i nei una volta al mese: se uno cambia forma, colore o dimensione, prenota un controllo.'),
      ],
    },
  },
  {
    key: 'acne',
    authorEmail: 'dottoressa@sanity.demo',
    sector: 'dermatologia',
    pictogram: 'drop',
    status: 'published',
    article: {
      title: 'Routine quotidiana per la pelle con acne',
      tags: ['acne', 'pelle'],
      selectedCategories: ['dermatologia'],
      isTherapy: true,
      content: [
        p('Una routine semplice e costante aiuta la terapia a funzionare e riduce le irritazioni.'),
        h('Mattino'),
        ol('Detergente delicato non comedogenico', 'Gel prescritto in strato sottile sulle zone interessate', 'Crema idratante leggera e protezione solare'),
        h('Sera'),
        ol('Detergente delicato', 'Trattamento prescritto', 'Idratante se la pelle tira'),
        p('Non schiacciare i brufoli: aumenta il rischio di cicatrici. I primi risultati si vedono dopo 6-8 settimane.'),
      ],
    },
  },
  {
    key: 'lombalgia',
    authorEmail: 'alessandro.ricci@sanity.demo',
    sector: 'fisioterapia',
    pictogram: 'spine',
    status: 'published',
    article: {
      title: 'Piano di riabilitazione per la lombalgia',
      tags: ['schiena', 'riabilitazione', 'esercizi'],
      selectedCategories: ['fisioterapia', 'ortopedia'],
      isTherapy: true,
      content: [
        p('Il mal di schiena lombare nella maggior parte dei casi migliora in poche settimane restando attivi. Questo piano accompagna il recupero in tre fasi.'),
        h('Fase 1 (settimane 1-2): muoversi senza dolore'),
        ul('Camminate brevi più volte al giorno', 'Respirazione diaframmatica da sdraiati, 5 minuti', 'Ginocchia al petto, 10 ripetizioni lente'),
        h('Fase 2 (settimane 3-4): stabilità'),
        ul('Ponte glutei, 3 serie da 10', 'Bird-dog, 3 serie da 8 per lato', 'Plank sulle ginocchia, 3 da 20 secondi'),
        h('Fase 3 (settimane 5-8): forza e ritorno alle attività'),
        p('Aumenta gradualmente carichi e durata. Se compaiono formicolii alle gambe o perdita di forza, interrompi e contatta il fisioterapista.'),
      ],
    },
  },
  {
    key: 'ansia',
    authorEmail: 'luca.romano@sanity.demo',
    sector: 'psicologia',
    pictogram: 'speech',
    status: 'published',
    article: {
      title: 'Ansia: quando chiedere aiuto',
      tags: ['ansia', 'stress', 'benessere'],
      selectedCategories: ['psicologia'],
      content: [
        p('Provare ansia è normale: ci prepara ad affrontare le difficoltà. Diventa un problema quando è intensa, frequente e limita la vita di tutti i giorni.'),
        h('I segnali da non ignorare'),
        ul('Preoccupazioni continue difficili da controllare', 'Attacchi di panico con palpitazioni e fiato corto', 'Evitare luoghi o situazioni per paura di stare male', 'Sonno disturbato per settimane'),
        h('Cosa puoi fare', 3),
        p('Parlarne con il medico di famiglia o con uno psicologo è il primo passo. La psicoterapia cognitivo-comportamentale ha dimostrato di essere molto efficace.'),
        p('Se hai pensieri di farti del male, chiama subito il 112.'),
      ],
    },
  },
  {
    key: 'colazione',
    authorEmail: 'francesca.colombo@sanity.demo',
    sector: 'nutrizione',
    pictogram: 'leaf',
    status: 'published',
    article: {
      title: 'Colazione equilibrata: idee per tutta la settimana',
      tags: ['alimentazione', 'colazione', 'dieta'],
      selectedCategories: ['nutrizione'],
      content: [
        p('Una buona colazione unisce carboidrati complessi, proteine e una porzione di frutta. Ecco sette idee facili da preparare.'),
        ol(
          'Yogurt greco, fiocchi d’avena e frutti di bosco',
          'Pane integrale, ricotta e miele',
          'Porridge con mela e cannella',
          'Uova strapazzate e pane di segale',
          'Latte, muesli senza zuccheri aggiunti e una banana',
          'Pane integrale con burro di arachidi e fragole',
          'Spremuta, fette biscottate integrali e marmellata senza zuccheri aggiunti',
        ),
      ],
    },
  },
  {
    key: 'febbre',
    authorEmail: 'chiara.ferrari@sanity.demo',
    sector: 'pediatria',
    pictogram: 'thermometer',
    status: 'published',
    article: {
      title: 'Febbre nei bambini: cosa fare e quando preoccuparsi',
      tags: ['febbre', 'bambini'],
      selectedCategories: ['pediatria'],
      content: [
        p('La febbre è una difesa naturale dell’organismo contro le infezioni. Più che il numero sul termometro conta come sta il bambino.'),
        h('Cosa fare'),
        ul('Offri spesso da bere', 'Vestilo in modo leggero', 'Usa il paracetamolo solo se il bambino è sofferente, alla dose indicata per il suo peso'),
        h('Quando chiamare subito il pediatra', 3),
        ul('Bambino sotto i 3 mesi con febbre', 'Sonnolenza marcata o difficoltà a svegliarlo', 'Respiro affannoso o macchie sulla pelle che non scompaiono alla pressione'),
      ],
    },
  },
  {
    key: 'emicrania',
    authorEmail: 'stefano.bruno@sanity.demo',
    sector: 'neurologia',
    pictogram: 'bolt',
    status: 'published',
    article: {
      title: 'Mal di testa: come riconoscere l’emicrania',
      tags: ['emicrania', 'cefalea'],
      selectedCategories: ['neurologia'],
      content: [
        p('L’emicrania è un dolore pulsante, spesso da un solo lato della testa, che peggiora con il movimento e si accompagna a nausea e fastidio per la luce.'),
        h('Il diario del mal di testa'),
        p('Annotare giorno, durata, intensità e farmaci assunti aiuta il neurologo a scegliere la terapia di prevenzione più adatta.'),
        ul('Sonno regolare', 'Pasti a orari fissi', 'Attenzione all’abuso di antidolorifici'),
      ],
    },
  },
  {
    key: 'influenza',
    authorEmail: 'andrea.lombardi@sanity.demo',
    sector: 'medicina-generale',
    pictogram: 'syringe',
    status: 'published',
    article: {
      title: 'Vaccino antinfluenzale: chi dovrebbe farlo',
      tags: ['vaccini', 'influenza', 'prevenzione'],
      selectedCategories: ['medicina-generale'],
      content: [
        p('Il vaccino antinfluenzale è raccomandato ogni anno, da ottobre a dicembre, e per molte persone è gratuito.'),
        h('È raccomandato in particolare a'),
        ul('Persone dai 60 anni in su', 'Donne in gravidanza', 'Persone con malattie croniche di cuore, polmoni, reni o diabete', 'Operatori sanitari e chi assiste persone fragili'),
        link('https://www.salute.gov.it', 'Le raccomandazioni del Ministero della Salute'),
      ],
    },
  },
];

/** The demo content the patient has among their favourites. */
const PATIENT_FAVOURITES = ['ipertensione', 'solare'];

/**
 * Publishes the demo content the way the editor does: a draft first (it gets its id), then its
 * featured image is drawn and stored under `users/{authorId}/articles/{id}/images/…`, then it is
 * published (or left as a draft). Authors missing from `accounts` (e-mail → id) are skipped.
 */
export async function seedDemoArticles(
  services: Pick<Services, 'articles' | 'uploads' | 'clock'>,
  accounts: ReadonlyMap<string, string>,
): Promise<void> {
  const ids = new Map<string, string>();
  for (const item of demoArticles) {
    const authorId = accounts.get(item.authorEmail);
    if (!authorId) continue;
    const { draftId } = await services.articles.saveDraft(authorId, ArticleSaveSchema.parse({ title: item.article.title }));
    const key = `users/${authorId}/articles/${draftId}/images/${services.clock.now().getTime()}_${randomBytes(4).toString('hex')}.webp`;
    await services.uploads.storage.put(key, await renderFeaturedImage(item.sector, item.pictogram), 'image/webp');
    const input = ArticleSaveSchema.parse({ ...item.article, draftId, featuredImage: mediaUrl(key) });
    if (item.status === 'published') await services.articles.publish(authorId, input);
    else await services.articles.saveDraft(authorId, input);
    ids.set(item.key, draftId);
  }
  const patientId = accounts.get(DEMO_PATIENT_EMAIL);
  if (!patientId) return;
  for (const key of PATIENT_FAVOURITES) {
    const articleId = ids.get(key);
    if (articleId) await services.articles.setFavorite(patientId, articleId, true);
  }
}

import type { PracticeConfigInput } from '@sanity/shared/schemas/practice';
import { doctorSpec, weekdays, type AccountSpec } from './factories';
import { MORNING, AFTERNOON, FULL_DAY, practiceOf, type ServiceDraft } from './demo-practices';

/** A dozen more demo doctors across the sectors, so that the directory looks alive. */
interface DemoDoctor {
  account: AccountSpec;
  practice: () => PracticeConfigInput;
}

const demoDoctor = (
  account: Partial<AccountSpec> & Pick<AccountSpec, 'displayName' | 'email' | 'specialization' | 'sectorIds' | 'biografia'>,
  drafts: readonly ServiceDraft[],
): DemoDoctor => ({
  account: doctorSpec({ password: 'Dottore123!', citta: 'Milano', provincia: 'MI', ...account }),
  practice: () => practiceOf(drafts),
});

/** More demo doctors, one or two services each, across the sectors. */
export const moreDemoDoctors: DemoDoctor[] = [
  demoDoctor(
    {
      displayName: 'Dott.ssa Chiara Ferrari',
      email: 'chiara.ferrari@sanity.demo',
      specialization: 'Pediatria',
      licenseNumber: 'OMCeO-MI 48811',
      sectorIds: ['pediatria'],
      biografia:
        'Pediatra di famiglia da dodici anni. Accompagno i bambini dalla nascita all’adolescenza: bilanci di salute, vaccinazioni, ' +
        'alimentazione e sonno, con un’attenzione particolare ai genitori alle prime armi.',
    },
    [
      {
        sectorId: 'pediatria',
        name: 'Visita pediatrica',
        duration: 30,
        price: 90,
        description: 'Visita completa con controllo di crescita e sviluppo.',
        isActive: true,
        customFields: [{ id: 'eta', name: 'Età del bambino (mesi)', type: 'number', required: true, options: [] }],
        hours: { ...weekdays([MORNING]), saturday: [['09:00', '12:00']] },
      },
      {
        sectorId: 'pediatria',
        name: 'Bilancio di salute',
        duration: 45,
        price: 110,
        description: 'Il controllo periodico previsto per ogni età, con le indicazioni per i mesi successivi.',
        isActive: true,
        customFields: [],
        hours: { tuesday: [AFTERNOON], thursday: [AFTERNOON] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott. Luca Romano',
      email: 'luca.romano@sanity.demo',
      specialization: 'Psicologo e psicoterapeuta',
      licenseNumber: 'OPL 19876',
      sectorIds: ['psicologia'],
      biografia:
        'Psicoterapeuta cognitivo-comportamentale. Lavoro con adulti e giovani adulti su ansia, attacchi di panico, stress da lavoro ' +
        'e momenti di cambiamento. Ricevo in studio e online.',
    },
    [
      {
        sectorId: 'psicologia',
        name: 'Colloquio psicologico',
        duration: 50,
        price: 70,
        description: 'Primo colloquio conoscitivo per capire insieme il bisogno e il percorso più adatto.',
        isActive: true,
        customFields: [{ id: 'online', name: 'Preferisco il colloquio online', type: 'checkbox', required: false, options: [] }],
        hours: { tuesday: [['14:00', '20:00']], wednesday: [['14:00', '20:00']], thursday: [['14:00', '20:00']] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott.ssa Francesca Colombo',
      email: 'francesca.colombo@sanity.demo',
      specialization: 'Biologa nutrizionista',
      licenseNumber: 'ONB 07123',
      sectorIds: ['nutrizione'],
      biografia:
        'Biologa nutrizionista. Costruisco piani alimentari sostenibili per perdere peso, per lo sport e per chi convive con diabete, ' +
        'colesterolo alto o intolleranze. Niente diete miracolose: abitudini che durano.',
    },
    [
      {
        sectorId: 'nutrizione',
        name: 'Prima visita nutrizionale',
        duration: 60,
        price: 90,
        description: 'Anamnesi alimentare, misure antropometriche, bioimpedenziometria e consegna del piano personalizzato.',
        isActive: true,
        customFields: [
          {
            id: 'obiettivo',
            name: 'Obiettivo principale',
            type: 'select',
            required: true,
            options: ['Perdere peso', 'Alimentazione sportiva', 'Patologia (diabete, colesterolo…)', 'Gravidanza e allattamento'],
          },
        ],
        hours: weekdays([MORNING]),
      },
      {
        sectorId: 'nutrizione',
        name: 'Controllo nutrizionale',
        duration: 30,
        price: 50,
        description: 'Verifica dei progressi e aggiornamento del piano alimentare.',
        isActive: true,
        customFields: [],
        hours: weekdays([AFTERNOON]),
      },
    ],
  ),
  demoDoctor(
    {
      role: 'professionista',
      displayName: 'Alessandro Ricci',
      email: 'alessandro.ricci@sanity.demo',
      specialization: 'Fisioterapista',
      licenseNumber: 'FNOFI 33120',
      sectorIds: ['fisioterapia', 'ortopedia'],
      biografia:
        'Fisioterapista specializzato in riabilitazione sportiva e del rachide. Tratto mal di schiena, cervicalgie, distorsioni ' +
        'e il recupero dopo interventi di protesi e legamento crociato.',
    },
    [
      {
        sectorId: 'fisioterapia',
        name: 'Seduta di fisioterapia',
        duration: 45,
        price: 55,
        description: 'Terapia manuale ed esercizio terapeutico personalizzato.',
        isActive: true,
        customFields: [{ id: 'prescrizione', name: 'Hai una prescrizione medica?', type: 'checkbox', required: false, options: [] }],
        hours: weekdays([['08:00', '13:00'], ['15:00', '19:00']]),
      },
      {
        sectorId: 'fisioterapia',
        name: 'Valutazione posturale',
        duration: 60,
        price: 70,
        description: 'Analisi della postura e del movimento con programma di esercizi da fare a casa.',
        isActive: true,
        customFields: [],
        hours: { saturday: [['09:00', '13:00']] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott. Giorgio Marino',
      email: 'giorgio.marino@sanity.demo',
      specialization: 'Ortopedia e traumatologia',
      licenseNumber: 'OMCeO-MI 39014',
      sectorIds: ['ortopedia'],
      biografia:
        'Ortopedico, mi occupo di ginocchio, spalla e traumatologia dello sport. Prediligo i trattamenti conservativi e, quando serve, ' +
        'la chirurgia artroscopica mini-invasiva.',
    },
    [
      {
        sectorId: 'ortopedia',
        name: 'Visita ortopedica',
        duration: 30,
        price: 120,
        description: 'Valutazione clinica di articolazioni, muscoli e colonna, con lettura di radiografie e risonanze.',
        isActive: true,
        customFields: [{ id: 'esami', name: 'Esami di imaging già eseguiti', type: 'textarea', required: false, options: [] }],
        hours: { monday: [AFTERNOON], wednesday: [AFTERNOON], friday: [MORNING] },
      },
      {
        sectorId: 'ortopedia',
        name: 'Infiltrazione articolare',
        duration: 20,
        price: 80,
        description: 'Infiltrazione di acido ialuronico o cortisonico, su indicazione dopo la visita.',
        isActive: true,
        customFields: [],
        hours: { friday: [AFTERNOON] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott.ssa Valentina Greco',
      email: 'valentina.greco@sanity.demo',
      specialization: 'Ginecologia e ostetricia',
      licenseNumber: 'OMCeO-MI 50277',
      sectorIds: ['ginecologia'],
      biografia:
        'Ginecologa e ostetrica. Seguo le donne in ogni fase della vita: prevenzione, contraccezione, gravidanza e menopausa, ' +
        'con ecografia in studio.',
    },
    [
      {
        sectorId: 'ginecologia',
        name: 'Visita ginecologica',
        duration: 30,
        price: 110,
        description: 'Visita con ecografia transvaginale e, se indicato, Pap test.',
        isActive: true,
        customFields: [{ id: 'ultima-mestruazione', name: 'Data dell’ultima mestruazione', type: 'date', required: false, options: [] }],
        hours: { monday: [MORNING], tuesday: [MORNING], thursday: FULL_DAY },
      },
      {
        sectorId: 'ginecologia',
        name: 'Ecografia ostetrica',
        duration: 30,
        price: 100,
        description: 'Controllo ecografico della gravidanza con misurazioni del bambino.',
        isActive: true,
        customFields: [{ id: 'settimana', name: 'Settimana di gravidanza', type: 'number', required: true, options: [] }],
        hours: { wednesday: FULL_DAY },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott. Stefano Bruno',
      email: 'stefano.bruno@sanity.demo',
      specialization: 'Neurologia',
      licenseNumber: 'OMCeO-MI 42630',
      sectorIds: ['neurologia'],
      biografia:
        'Neurologo. Mi occupo di cefalee ed emicrania, disturbi del sonno e della memoria. Credo in visite senza fretta, ' +
        'con il tempo per spiegare diagnosi e terapie.',
    },
    [
      {
        sectorId: 'neurologia',
        name: 'Visita neurologica',
        duration: 45,
        price: 130,
        description: 'Esame neurologico completo e valutazione della documentazione clinica.',
        isActive: true,
        customFields: [{ id: 'sintomi', name: 'Sintomi principali', type: 'textarea', required: true, options: [] }],
        hours: { tuesday: FULL_DAY, thursday: [MORNING] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott.ssa Elena Gallo',
      email: 'elena.gallo@sanity.demo',
      specialization: 'Oculistica',
      licenseNumber: 'OMCeO-MI 47705',
      sectorIds: ['oculistica'],
      biografia:
        'Oculista. Visite per adulti e bambini, prescrizione di occhiali e lenti a contatto, controllo del glaucoma e della ' +
        'maculopatia.',
    },
    [
      {
        sectorId: 'oculistica',
        name: 'Visita oculistica completa',
        duration: 30,
        price: 100,
        description: 'Misura della vista, pressione oculare e fondo dell’occhio.',
        isActive: true,
        customFields: [{ id: 'lenti', name: 'Porti lenti a contatto?', type: 'checkbox', required: false, options: [] }],
        hours: weekdays([MORNING]),
      },
      {
        sectorId: 'oculistica',
        name: 'Controllo della pressione oculare',
        duration: 15,
        price: 40,
        description: 'Tonometria per chi è in terapia per il glaucoma.',
        isActive: true,
        customFields: [],
        hours: { monday: [AFTERNOON], wednesday: [AFTERNOON] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott. Paolo Conti',
      email: 'paolo.conti@sanity.demo',
      specialization: 'Endocrinologia',
      licenseNumber: 'OMCeO-MI 36528',
      sectorIds: ['endocrinologia', 'nutrizione'],
      biografia:
        'Endocrinologo. Tiroide, diabete, osteoporosi e disturbi ormonali: diagnosi e terapia con ecografia tiroidea in studio.',
    },
    [
      {
        sectorId: 'endocrinologia',
        name: 'Visita endocrinologica',
        duration: 40,
        price: 120,
        description: 'Visita con valutazione degli esami del sangue e impostazione della terapia.',
        isActive: true,
        customFields: [],
        hours: { monday: FULL_DAY, wednesday: [MORNING] },
      },
      {
        sectorId: 'endocrinologia',
        name: 'Ecografia tiroidea',
        duration: 20,
        price: 70,
        description: 'Ecografia del collo con referto immediato.',
        isActive: true,
        customFields: [],
        hours: { friday: [MORNING] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott.ssa Sara De Luca',
      email: 'sara.deluca@sanity.demo',
      specialization: 'Otorinolaringoiatria',
      licenseNumber: 'OMCeO-MI 52014',
      sectorIds: ['otorinolaringoiatria'],
      biografia:
        'Otorinolaringoiatra. Sinusiti, riniti allergiche, acufeni e calo dell’udito; visite con fibroscopia e controllo della voce ' +
        'per chi la usa per lavoro.',
    },
    [
      {
        sectorId: 'otorinolaringoiatria',
        name: 'Visita otorinolaringoiatrica',
        duration: 30,
        price: 100,
        description: 'Visita di orecchio, naso e gola con fibroscopia se necessaria.',
        isActive: true,
        customFields: [],
        hours: { tuesday: FULL_DAY, friday: FULL_DAY },
      },
      {
        sectorId: 'otorinolaringoiatria',
        name: 'Esame audiometrico',
        duration: 30,
        price: 60,
        description: 'Misura dell’udito in cabina silente con referto.',
        isActive: true,
        customFields: [],
        hours: { tuesday: [AFTERNOON] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott. Andrea Lombardi',
      email: 'andrea.lombardi@sanity.demo',
      specialization: 'Medicina generale',
      licenseNumber: 'OMCeO-MI 30991',
      sectorIds: ['medicina-generale'],
      biografia:
        'Medico di medicina generale. Il primo riferimento per i disturbi di tutti i giorni, la prevenzione e i certificati; ' +
        'coordino con gli specialisti i percorsi dei miei pazienti.',
    },
    [
      {
        sectorId: 'medicina-generale',
        name: 'Visita medica generale',
        duration: 20,
        price: 50,
        description: 'Visita per disturbi acuti, controllo di pressione e terapia, prescrizioni.',
        isActive: true,
        customFields: [],
        hours: weekdays([['08:30', '12:30'], ['16:00', '19:00']]),
      },
      {
        sectorId: 'medicina-generale',
        name: 'Certificato sportivo non agonistico',
        duration: 20,
        price: 40,
        description: 'Visita con elettrocardiogramma a riposo e rilascio del certificato.',
        isActive: true,
        customFields: [{ id: 'sport', name: 'Sport praticato', type: 'text', required: true, options: [] }],
        hours: { saturday: [['09:00', '12:00']] },
      },
    ],
  ),
  demoDoctor(
    {
      displayName: 'Dott.ssa Martina Barbieri',
      email: 'martina.barbieri@sanity.demo',
      specialization: 'Odontoiatria',
      licenseNumber: 'OMCeO-MI 55402',
      sectorIds: ['odontoiatria'],
      biografia:
        'Odontoiatra. Conservativa, igiene e ortodonzia invisibile per adulti e ragazzi. Uno studio dove anche chi ha paura del ' +
        'dentista si sente a proprio agio.',
    },
    [
      {
        sectorId: 'odontoiatria',
        name: 'Visita odontoiatrica',
        duration: 30,
        price: 60,
        description: 'Controllo di denti e gengive con piano di cura e preventivo.',
        isActive: true,
        customFields: [],
        hours: { monday: FULL_DAY, wednesday: FULL_DAY },
      },
      {
        sectorId: 'odontoiatria',
        name: 'Igiene dentale professionale',
        duration: 45,
        price: 80,
        description: 'Ablazione del tartaro, lucidatura e consigli per l’igiene a casa.',
        isActive: true,
        customFields: [],
        hours: { tuesday: FULL_DAY, thursday: FULL_DAY },
      },
    ],
  ),
];

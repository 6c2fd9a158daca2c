import { PRO_OFFER_DAYS } from '@sanity/shared/constants';
import type { Services } from '../services';

/** Sectors of competence offered at registration. `chirurgia-estetica` is inactive on purpose. */
export const referenceSectors = [
  { id: 'cardiologia', name: 'Cardiologia', description: 'Cuore e vasi sanguigni: ipertensione, aritmie, prevenzione cardiovascolare.', active: true },
  { id: 'dermatologia', name: 'Dermatologia', description: 'Pelle, capelli e unghie: nei, acne, dermatiti e controlli periodici.', active: true },
  { id: 'nutrizione', name: 'Nutrizione', description: 'Alimentazione e piani nutrizionali per salute, sport e patologie.', active: true },
  { id: 'psicologia', name: 'Psicologia', description: 'Benessere psicologico, ansia, stress e percorsi di sostegno.', active: true },
  { id: 'fisioterapia', name: 'Fisioterapia', description: 'Riabilitazione motoria dopo traumi, interventi e dolori muscolari.', active: true },
  { id: 'pediatria', name: 'Pediatria', description: 'Salute e crescita di neonati, bambini e adolescenti.', active: true },
  { id: 'ginecologia', name: 'Ginecologia', description: 'Salute femminile, prevenzione e accompagnamento in gravidanza.', active: true },
  { id: 'ortopedia', name: 'Ortopedia', description: 'Ossa, articolazioni e colonna vertebrale: traumi e patologie degenerative.', active: true },
  { id: 'neurologia', name: 'Neurologia', description: 'Sistema nervoso: cefalee, disturbi del sonno, epilessia e memoria.', active: true },
  { id: 'oculistica', name: 'Oculistica', description: 'Vista e salute degli occhi: visite, lenti e controlli della pressione oculare.', active: true },
  { id: 'otorinolaringoiatria', name: 'Otorinolaringoiatria', description: 'Orecchio, naso e gola: udito, sinusiti, allergie e voce.', active: true },
  { id: 'endocrinologia', name: 'Endocrinologia', description: 'Ormoni e metabolismo: tiroide, diabete e osteoporosi.', active: true },
  { id: 'medicina-generale', name: 'Medicina generale', description: 'Il primo riferimento per la salute di tutti i giorni e la prevenzione.', active: true },
  { id: 'odontoiatria', name: 'Odontoiatria', description: 'Denti e gengive: igiene, carie, ortodonzia e implantologia.', active: true },
  { id: 'chirurgia-estetica', name: 'Chirurgia estetica', description: 'Non più disponibile sulla piattaforma.', active: false },
];

/** The Pro plan offered to doctors after registration: a launch offer, free for PRO_OFFER_DAYS. */
export const proMembership = {
  id: 'pro',
  name: 'Sanity Pro',
  active: true,
  privileges: [
    'Profilo in evidenza nella ricerca dei dottori',
    'Sincronizzazione con il tuo calendario',
    'Prenotazioni online illimitate',
    'Pubblicazione di articoli e terapie premium',
    'Assistente Igea per i tuoi pazienti',
    'Supporto prioritario',
  ],
  price: 29,
  discountedPrice: 0,
  offerDays: PRO_OFFER_DAYS,
};

/** Sectors and memberships are reference data: inserted whenever missing, never overwritten. */
export async function ensureReferenceData(services: Pick<Services, 'sectors' | 'memberships'>): Promise<void> {
  await services.sectors.ensureSectors(referenceSectors);
  await services.memberships.ensureMemberships([proMembership]);
}

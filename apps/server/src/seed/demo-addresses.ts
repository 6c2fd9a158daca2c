import type { PracticeAddressInput } from '@sanity/shared/schemas/practice-address';
import type { Services } from '../services';
import { createPracticeAddress } from './factories';

/**
 * The demo doctors' practice addresses (issue 15), by e-mail: most in Milano, a few elsewhere so
 * that the directory's city filter has something to choose; Andrea Lombardi has not set one yet,
 * as a doctor who has just joined.
 */
export const demoPracticeAddresses: Readonly<Record<string, PracticeAddressInput>> = {
  'dottore@sanity.demo': { street: 'Via Vincenzo Monti 12', cap: '20123', city: 'Milano', province: 'MI' },
  'dottoressa@sanity.demo': { street: 'Corso Buenos Aires 45', cap: '20124', city: 'Milano', province: 'MI' },
  'chiara.ferrari@sanity.demo': { street: 'Via Washington 70', cap: '20146', city: 'Milano', province: 'MI' },
  'luca.romano@sanity.demo': { street: 'Via Nizza 45', cap: '10125', city: 'Torino', province: 'TO' },
  'francesca.colombo@sanity.demo': { street: 'Via Paolo Sarpi 22', cap: '20154', city: 'Milano', province: 'MI' },
  'alessandro.ricci@sanity.demo': { street: 'Viale Monza 140', cap: '20127', city: 'Milano', province: 'MI' },
  'giorgio.marino@sanity.demo': { street: 'Via Pietro Custodi 8', cap: '20136', city: 'Milano', province: 'MI' },
  'valentina.greco@sanity.demo': { street: 'Corso di Porta Romana 98', cap: '20122', city: 'Milano', province: 'MI' },
  'stefano.bruno@sanity.demo': { street: 'Via Cola di Rienzo 212', cap: '00192', city: 'Roma', province: 'RM' },
  'elena.gallo@sanity.demo': { street: 'Via Italia 21', cap: '20900', city: 'Monza', province: 'MB' },
  'paolo.conti@sanity.demo': { street: "Via dell'Indipendenza 56", cap: '40121', city: 'Bologna', province: 'BO' },
  'sara.deluca@sanity.demo': { street: 'Viale Abruzzi 32', cap: '20131', city: 'Milano', province: 'MI' },
  'martina.barbieri@sanity.demo': { street: 'Via Marghera 18', cap: '20149', city: 'Milano', province: 'MI' },
};

/** Sets the practice address of every demo doctor that has one; `created` maps e-mails to user ids. */
export async function seedDemoPracticeAddresses(services: Pick<Services, 'practiceAddress'>, created: ReadonlyMap<string, string>): Promise<void> {
  for (const [email, address] of Object.entries(demoPracticeAddresses)) {
    const doctorId = created.get(email);
    if (doctorId) await createPracticeAddress(services, doctorId, address);
  }
}

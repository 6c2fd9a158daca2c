import type { PracticeConfigInput } from '@sanity/shared/schemas/practice';
import type { Services } from '../services';
import { seedDemoPracticeAddresses } from './demo-addresses';
import { seedDemoAppointments } from './demo-appointments';
import { seedDemoArticles } from './demo-articles';
import { moreDemoDoctors } from './demo-directory-doctors';
import { lauraEspositoPractice, marcoBianchiPractice } from './demo-practices';
import { createAccount, createPractice, doctorSpec, patientSpec, type AccountSpec } from './factories';
import { ensureReferenceData } from './reference-data';

/** Printed by server.ts after start-up. */
export const demoLogins = [
  { label: 'Paziente', email: 'paziente@sanity.demo', password: 'Paziente123!' },
  { label: 'Dottore', email: 'dottore@sanity.demo', password: 'Dottore123!' },
  { label: 'Dottoressa', email: 'dottoressa@sanity.demo', password: 'Dottore123!' },
  { label: 'Amministratore', email: 'admin@sanity.demo', password: 'Admin123!' },
  /** Issue 30: Anna Verdi, the secretary of Dott. Marco Bianchi (agenda, no clinical access). */
  { label: 'Segreteria', email: 'segreteria@sanity.demo', password: 'Segreteria123!' },
] as const;

const PATIENT_EMAIL = 'paziente@sanity.demo';
const MARCO_EMAIL = 'dottore@sanity.demo';

const giuliaRossi = patientSpec({
  displayName: 'Giulia Rossi',
  email: PATIENT_EMAIL,
  password: 'Paziente123!',
  telefono: '+39 347 555 0101',
  indirizzo: 'Via Torino 42',
  cap: '20123',
  citta: 'Milano',
  provincia: 'MI',
});

const marcoBianchi = doctorSpec({
  displayName: 'Dott. Marco Bianchi',
  email: MARCO_EMAIL,
  password: 'Dottore123!',
  specialization: 'Cardiologia',
  licenseNumber: 'OMCeO-MI 45872',
  telefono: '+39 02 4851 2233',
  sectorIds: ['cardiologia', 'medicina-generale'],
  citta: 'Milano',
  provincia: 'MI',
  biografia:
    'Cardiologo con oltre quindici anni di esperienza, mi occupo di prevenzione cardiovascolare, ' +
    'ipertensione e aritmie. Visito a Milano e offro consulti online per il controllo degli esami.',
});

const lauraEsposito = doctorSpec({
  displayName: 'Dott.ssa Laura Esposito',
  email: 'dottoressa@sanity.demo',
  password: 'Dottore123!',
  specialization: 'Dermatologia',
  licenseNumber: 'OMCeO-MI 51230',
  telefono: '+39 02 3659 7788',
  sectorIds: ['dermatologia'],
  citta: 'Milano',
  provincia: 'MI',
  biografia:
    'Dermatologa, seguo adulti e ragazzi per acne, dermatiti e controllo dei nei con dermatoscopia ' +
    'digitale. Credo in una pelle sana prima ancora che bella.',
});

const admin = patientSpec({ displayName: 'Amministratore Sanity', email: 'admin@sanity.demo', password: 'Admin123!', admin: 1 });
const SECRETARY_EMAIL = 'segreteria@sanity.demo';
const annaVerdi = patientSpec({ displayName: 'Anna Verdi', email: SECRETARY_EMAIL, password: 'Segreteria123!', telefono: '+39 02 4851 2234' });

/** Every demo account, with the practice configuration of the doctors. */
const demoAccounts: Array<{ account: AccountSpec; practice?: () => PracticeConfigInput }> = [
  { account: giuliaRossi },
  { account: marcoBianchi, practice: marcoBianchiPractice },
  { account: lauraEsposito, practice: lauraEspositoPractice },
  { account: admin },
  { account: annaVerdi },
  ...moreDemoDoctors,
];

type SeedServices = Pick<Services, 'users' | 'sectors' | 'memberships' | 'practice' | 'practiceAddress' | 'doctors' | 'articles' | 'uploads' | 'appointments' | 'reviews' | 'clock' | 'family' | 'staff'>;

export interface SeedOptions {
  demo: boolean;
  /**
   * Test-only (TEST_SEED_PAUSE, see server.ts): awaited inside the seeding transaction once half
   * of the demo accounts exist, so a test can kill the process at a known point of seeding.
   */
  midway?: () => Promise<void>;
}

/**
 * Reference data whenever missing; demo accounts only into an empty database and only when
 * `demo` is true. Safe to run at every start-up. Returns whether demo accounts were created.
 *
 * The demo data is written in one transaction (issue 9 item 8): a start killed while seeding
 * leaves no demo row, so the users table is still empty and the next start seeds it all. Only the
 * featured images reach the file storage before the commit; after a rollback they are orphans
 * under fresh random names that nothing refers to or reuses.
 */
export async function seedDatabase(services: SeedServices & Pick<Services, 'inTransaction'>, { demo, midway }: SeedOptions): Promise<boolean> {
  await ensureReferenceData(services);
  if (!demo || !(await services.users.isEmpty())) return false;
  try {
    await services.inTransaction((scoped) => seedDemo(scoped, midway));
    return true;
  } catch (error) {
    // Another instance starting at the same moment committed its seeding first; ours rolled back.
    if (!(await services.users.isEmpty())) return false;
    throw error;
  }
}

async function seedDemo(services: SeedServices, midway: SeedOptions['midway']): Promise<void> {
  const created = new Map<string, string>();
  for (const [index, { account, practice }] of demoAccounts.entries()) {
    // Demo accounts stand for people who followed their verification link (ADR 0012).
    const row = await createAccount(services, { ...account, emailVerifiedAt: services.clock.now() });
    created.set(account.email, row.id);
    if (practice) await createPractice(services, row.id, practice());
    if (midway && index === Math.floor(demoAccounts.length / 2)) await midway();
  }
  // Where each demo doctor receives patients (seed/demo-addresses.ts), for the directory's city filter.
  await seedDemoPracticeAddresses(services, created);
  const patientId = created.get(PATIENT_EMAIL)!;
  const marcoId = created.get(MARCO_EMAIL)!;
  await services.doctors.follow(patientId, marcoId);
  // Issue 30: Dott. Marco Bianchi's secretary, who has accepted his invitation (agenda only).
  await services.staff.addAcceptedMember({ doctorId: marcoId, accountId: created.get(SECRETARY_EMAIL)!, email: SECRETARY_EMAIL, clinical: false });
  // Upcoming and past visits (seed/demo-appointments.ts), so every appointments view has content.
  await seedDemoAppointments(services, { patientId, doctorId: marcoId });
  // Articles and therapies of the demo doctors, with generated featured images (seed/demo-articles.ts).
  await seedDemoArticles(services, created);
}

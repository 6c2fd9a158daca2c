import type { IntentContext } from '../../packages/shared/src/domain/assistant/types';
import { trainIntentModel, type IntentModel } from '../../packages/shared/src/domain/assistant/intent-model';
import { intentCorpus } from '../../apps/server/src/modules/assistant/quality/intent-tables';
import { DEVELOPMENT_PARTS } from '../../apps/server/src/modules/assistant/quality/sets';
import { demoPracticeAddresses } from '../../apps/server/src/seed/demo-addresses';
import { moreDemoDoctors } from '../../apps/server/src/seed/demo-directory-doctors';
import { referenceSectors } from '../../apps/server/src/seed/reference-data';

/**
 * What the leave-one-table-out intent scripts (intent-loo.ts, intent-overrule-loo.ts) share. First, the
 * intent context the service gives the rules on the demo data: the active sectors, the practices' cities
 * and the doctors' surnames (the last word of the display name, as listed-surnames.ts reads an account
 * with no cognome), all read from the seed. With fewer surnames a price asked of Dr Greco reads as a
 * search, and the curves mislead (round 22 B).
 */
export const DEMO_INTENT_CONTEXT: IntentContext = {
  sectors: referenceSectors.filter((s) => s.active).map(({ id, name }) => ({ id, name })),
  cities: [...new Set(Object.values(demoPracticeAddresses).map((a) => a.city))],
  surnames: ['Bianchi', 'Esposito', ...moreDemoDoctors.map((d) => d.account.displayName.trim().split(/\s+/).at(-1) ?? '')].filter((n) => n.length >= 3),
};

/** The tables left out one at a time: the retired held-out parts of the development part. */
export const LEFT_OUT_TABLES: readonly string[] = Object.keys(DEVELOPMENT_PARTS).filter((name) => /^dev-.*-heldout/.test(name));

/** The intent model trained on every development table but one. */
export function intentModelWithout(table: string): IntentModel {
  return trainIntentModel(intentCorpus(Object.fromEntries(Object.entries(DEVELOPMENT_PARTS).filter(([name]) => name !== table))));
}

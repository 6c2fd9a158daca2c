import type { IntentContext } from '../../packages/shared/src/domain/assistant/types';
import { demoPracticeAddresses } from '../../apps/server/src/seed/demo-addresses';
import { moreDemoDoctors } from '../../apps/server/src/seed/demo-directory-doctors';
import { referenceSectors } from '../../apps/server/src/seed/reference-data';

/**
 * The intent context the service gives the rules on the demo data, for the leave-one-table-out scripts:
 * the active sectors, the practices' cities and the doctors' surnames (the last word of the display name,
 * as listed-surnames.ts reads an account with no cognome), all read from the seed.
 * With fewer surnames a price asked of Dr Greco reads as a search, and the curves mislead (round 22 B).
 */
export const DEMO_INTENT_CONTEXT: IntentContext = {
  sectors: referenceSectors.filter((s) => s.active).map(({ id, name }) => ({ id, name })),
  cities: [...new Set(Object.values(demoPracticeAddresses).map((a) => a.city))],
  surnames: ['Bianchi', 'Esposito', ...moreDemoDoctors.map((d) => d.account.displayName.trim().split(/\s+/).at(-1) ?? '')].filter((n) => n.length >= 3),
};

import { animalOnly } from './animal-subject';

/**
 * An animal's health asked of Igea (issue 22 point 5, fourteenth round): out of scope, but the
 * answer says where to turn. "Il cane ha avuto una crisi", "the cat ate a lily", "il coniglio non
 * mangia da ieri" are a vet's; when the animal is in danger now (a seizure, something swallowed or
 * poisonous eaten, bleeding, not breathing, hit by a car, collapsed) a veterinary emergency clinic
 * ("pronto soccorso veterinario"), never 112, which is for people: a person at risk beside the pet
 * (bitten, ill too) is read by the emergency check first (./animal-subject.ts keeps it there).
 *
 * All on the canonical text (./spelling.ts).
 */
const PET_DANGER =
  /\b(convulsion\w*|crisi|epilet\w*|attacco|trema\w* tutto|mangiat\w*|ingoiat\w*|ingerit\w*|inghiottit\w*|leccat\w*|masticat\w*|avvelenat\w*|veleno|topicida|lumachicida|antigelo|giglio|gigli|cioccolat\w*|uva|xilitolo|sangu\w*|emorragi\w*|non respira|respira (male|a fatica)|soffoca\w*|investit\w*|collass\w*|svenut\w*|non si (muove|alza|sveglia)|gonfi\w*|vomita sangue|seizure\w*|fit|ate|eaten|swallowed|chewed|poison\w*|lily|lilies|chocolate|grapes|xylitol|bleeding|not breathing|choking|hit by a car|collapsed|won t wake)\b/;
/** A health question or complaint about the pet (not buying one, not its name). */
const PET_HEALTH =
  /\b(male|malat\w*|sta male|vomit\w*|diarrea|tosse|zoppica|non mangia|non beve|febbre|ferit\w*|prurito|si gratta|pulci|zecch\w*|vaccin\w*|veterinari\w*|vet|sick|ill|vomiting|limping|not eating|fleas|ticks)\b/;

/** What kind of animal question the canonical text is: 'danger' (a vet's emergency), 'health', or null when it is not about an animal's health. */
export function petQuestionOf(canonical: string): 'danger' | 'health' | null {
  if (!animalOnly(canonical)) return null;
  if (PET_DANGER.test(canonical)) return 'danger';
  return PET_HEALTH.test(canonical) ? 'health' : null;
}

/**
 * A seizure cluster without recovery in between (twenty-second round): one seizure, then another,
 * the person not coming round between them, is status epilepticus whatever the words ("una crisi e
 * subito dopo un'altra, non si è ripresa in mezzo", "ha avuto un'altra convulsione e non si è più
 * svegliato", "another seizure and he hasn't woken up in between"). Three concepts told together:
 * a SEIZURE (not a crisis of panic, of crying, of asthma…), ANOTHER one, and NO RECOVERY. One
 * seizure and then another with recovery ("ne ha avuta un'altra, poi si è ripresa") is for the
 * neurologist; one that will not stop is ./emergency-rules.ts's.
 *
 * On the canonical text (./spelling.ts): lower case, no accents or apostrophes.
 */
const SEIZURE =
  /\b(crisi(?! (di|d) (panico|ansia|pianto|tosse|nervi|asma|fame|rabbia|identita|coppia|astinenza|gelosia|riso))|convulsion\w*|convulsa\w*|attacc\w* epilettic\w*|seizures?|fits?)\b/;
const ANOTHER =
  /\b(un ?altra|un ?altro|(la |una )?(seconda|terza|quarta)|di nuovo|ancora una|ricominciat\w*|dopo l altra|another|again|(a |the )?second (one|seizure|fit)|one after)\b/;
const NO_RECOVERY =
  /\b(non (si )?(e )?(piu )?(ripres\w*|riprende\w*|svegliat\w*|sveglia|risvegliat\w*|rinvenut\w*)|non (ha )?(piu )?(ripreso|riprende) (conoscenza|i sensi|coscienza)|non (e )?(piu )?(tornat\w*|torna) in se|senza (riprendersi|riprendere|svegliarsi|risvegliarsi|tornare in se|rinvenire)|(hasn t|has not|didn t|did not|doesn t|does not|not|never) (woken|wake|woke|come round|come to|came round|came to|recover\w*|regain\w*)|without (waking|recovering|coming round|coming to))\b/;

/** Whether the canonical text tells of seizures one after another without recovery in between. */
export function seizureClusterTold(canonical: string): boolean {
  return SEIZURE.test(canonical) && ANOTHER.test(canonical) && NO_RECOVERY.test(canonical);
}

/**
 * A danger that is an animal's, not a person's (issue 22 point 3, thirteenth round): "il mio cane ha
 * avuto le convulsioni ieri", "il gatto ha mangiato un giglio", "my dog is choking on a bone" are for
 * a vet, not for 112, whatever emergency words they share with a person's. A message is about an
 * animal when it names a pet (with an article or a possessive: "il cane", "la mia gatta", "my dog")
 * and no person at risk: no relative or child, nobody bitten, scratched or attacked by it, nobody
 * else ill in the house ("tutti", "ci siamo svegliati", carbon monoxide is everyone's), and no
 * complaint of the writer's own ("mi sento", "sto male", "non respiro"). "Un male cane" is a figure,
 * not a dog.
 *
 * All on the canonical text (./spelling.ts).
 */
const PET =
  '(cane|cani|cagnolin[oa]|cagnetta|cucciol[oa]|cucciolo di cane|gatt[oaie]|gattin[oaie]|micio|micia|coniglio|coniglietto|criceto|porcellino d india|pappagallo|canarino|cavallo|tartaruga|furetto|pesce rosso|dog|dogs|puppy|cat|cats|kitten|rabbit|hamster|parrot|horse)';
const A_PET = new RegExp(`\\b(il|la|lo|i|le|mio|mia|miei|mie|nostro|nostra|tuo|tua|al|alla|del|della|my|our|the|his|her|u|lu|o|er|el|me) (mio |mia |miei |mie |nostro |nostra |piccolo |piccola |vecchio |vecchia |old |little )?${PET}\\b`);
/** Whose pet it is ("il cane di mia madre", "my mum's dog") tells of no person at risk. */
const OWNER = new RegExp(`\\b${PET} (di|del|della|dei|delle) (mia|mio|mie|miei|nostra|nostro|sua|suo) \\w+\\b|\\b(my|our) \\w+ s ${PET}\\b`, 'g');
/** A person at risk beside the pet: a relative or child, someone bitten or attacked, everyone ill, the writer's own complaint. */
const PERSON_AT_RISK =
  /\b(figli\w*|bambin\w*|bimb\w*|neonat\w*|ragazz\w*|mamma|papa|padre|madre|marito|moglie|nonn\w*|fratell\w*|sorell\w*|compagn[oa]|fidanzat[oa]|amic[oaie]|suocer\w*|vicin[oa]|zi[oa]|nipot\w*|persona|persone|signor\w*|uomo|donna|tutti|tutte|ci siamo|siamo tutti|anche (io|a me|mio|mia)|pure io|anch io|morso|morsicat\w*|morsa|graffiat\w*|aggredit\w*|attaccat\w*|azzannat\w*|mi sento|sto male|non respiro|non riesco|ho (un )?(dolore|male|mal)|mi (fa|gira|manca)|sono svenut\w*|son|daughter|baby|kid|child|children|husband|wife|mom|mum|dad|mother|father|grandma|grandpa|brother|sister|friend|neighbou?r|everyone|all of us|we re|we are|bit|bitten|bite|attacked|mauled|scratched|i feel|i can t|my (chest|head|arm|throat))\b/;
/** A figure: "un male cane", "fa un freddo cane", "come un cane". */
const FIGURE = /\b(un|una) (male|freddo|caldo|dolore|fame|sonno|fatica) cane\b|\b(come|like) (un|a) (cane|dog)\b|\bsick as a dog\b/g;

/** Whether the canonical text tells of an animal's danger with no person at risk (see above). */
export function animalOnly(canonical: string): boolean {
  const t = canonical.replace(FIGURE, ' ');
  if (!A_PET.test(t)) return false;
  return !PERSON_AT_RISK.test(t.replace(OWNER, ' '));
}

import { describe, expect, it } from 'vitest';
import { asksPersonalMaterial, isAbout, namesAnotherCondition, specificWordsOf } from './relevance';

const dermatitis = { title: 'Dermatite atopica nei bambini: come gestire il prurito', text: 'La cura della pelle secca dei bambini passa da creme emollienti.' };
const hypertension = { title: 'Ipertensione: 7 abitudini che abbassano la pressione', text: 'Ridurre il sale e misurare la pressione a casa.' };

describe('isAbout', () => {
  it('keeps only the words that say what a question is about', () => {
    expect(specificWordsOf('come si cura la gotta nei bambini?')).toEqual(['gotta']);
  });

  it('a passage sharing only generic words ("cura", "bambini") is not about the question', () => {
    expect(isAbout('come si cura la gotta', dermatitis)).toBe(false);
    expect(isAbout('asma nei bambini consigli', dermatitis)).toBe(false);
  });

  it('a passage with the question’s specific words, or their inflections, is', () => {
    expect(isAbout('prurito della pelle', dermatitis)).toBe(true);
    expect(isAbout('come misurare la pressione', hypertension)).toBe(true);
    expect(isAbout('abitudini per un iperteso', hypertension)).toBe(true);
  });

  it('with three or more specific words, at least half must be there', () => {
    expect(isAbout('pressione diabete colesterolo tiroide', hypertension)).toBe(false);
    expect(isAbout('pressione sale casa', hypertension)).toBe(true);
  });

  it('the subject in the title’s head is enough, however much else a rambling question tells', () => {
    const breakfast = { title: 'Colazione equilibrata: idee per tutta la settimana', text: 'Yogurt, frutta e cereali integrali.' };
    expect(isAbout('sto morendo di fame, idee per una colazione sana', breakfast)).toBe(true);
    expect(isAbout('mia zia è morta di infarto, come si abbassa la pressione', hypertension)).toBe(true);
  });

  it('an article whose title names another condition than the one asked about is not about it', () => {
    const cholesterol = { title: 'Alimentazione e colesterolo: cosa mettere nel piatto', text: 'La dieta e il colesterolo LDL.' };
    expect(isAbout('diabete tipo 2 alimentazione', cholesterol)).toBe(false);
    expect(namesAnotherCondition('gout diet', cholesterol.title)).toBe(true);
    expect(namesAnotherCondition('pressione alta dopo un ictus', hypertension.title)).toBe(false);
  });

  it('a question of generic words only is left to the ranking', () => {
    expect(isAbout('come si cura?', hypertension)).toBe(true);
  });
});

describe('namesAnotherCondition: more conditions (thirteenth round, part B)', () => {
  it('a rehabilitation plan for low back pain is not about a stroke, nor a flu vaccine about meningitis', () => {
    expect(namesAnotherCondition('riabilitazione ictus', 'Piano di riabilitazione per la lombalgia')).toBe(true);
    expect(namesAnotherCondition('vaccino meningite', 'Vaccino antinfluenzale: chi deve farlo')).toBe(true);
    expect(namesAnotherCondition('esercizi lombalgia', 'Piano di riabilitazione per la lombalgia')).toBe(false);
  });
});

describe('asksPersonalMaterial', () => {
  it('one’s own plan asked for, not a subject searched by its title', () => {
    expect(asksPersonalMaterial('il piano personale per il colesterolo dove lo trovo')).toBe(true);
    expect(asksPersonalMaterial('cosa dice la mia scheda di esercizi')).toBe(true);
    expect(asksPersonalMaterial('piano personale di controllo della pressione')).toBe(false);
    expect(asksPersonalMaterial('esercizi per la schiena')).toBe(false);
  });
});

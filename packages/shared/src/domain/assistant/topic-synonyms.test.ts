import { describe, expect, it } from 'vitest';
import { isAbout } from './relevance';
import { synonymsOf } from './topic-synonyms';

const hypertension = { title: 'Ipertensione: 7 abitudini che abbassano la pressione', text: 'Ridurre il sale e misurare la pressione a casa.' };
const fluShot = { title: 'Vaccino antinfluenzale: chi dovrebbe farlo', text: 'Persone dai 60 anni in su; persone con malattie croniche di cuore, polmoni, reni o diabete.' };

describe('synonymsOf', () => {
  it('names a topic as an article would title it, in Italian and English', () => {
    expect(synonymsOf('come tengo sotto controllo la pressione alta?')[0]).toContain('ipertensione');
    expect(synonymsOf('any articles about the flu shot?')[0]).toContain('antinfluenzale');
    expect(synonymsOf('quest’anno come mi proteggo dal sole?')[0]).toContain('protezione solare');
    expect(synonymsOf('ho i brufoli')).toEqual(['acne']);
    expect(synonymsOf("avete qualcosa da leggere sull'emicrania?")[0]).toContain('mal di testa');
    expect(synonymsOf('che spf uso per i bambini al mare?')[0]).toContain('protezione solare');
    expect(synonymsOf('how do I protect my kids from the sun?')[0]).toContain('protezione solare');
    // Twelfth round: the pressure named in a story, then kept down with a pronoun.
    expect(synonymsOf('a marzo ho avuto la pressione a 180, ora va meglio: come faccio a tenerla sotto controllo?')[0]).toContain('ipertensione');
  });

  it('adds nothing for a topic it does not know', () => {
    expect(synonymsOf('come si cura la gotta?')).toEqual([]);
  });

  it('lets the article titled with the doctors’ word answer the patients’ words', () => {
    const question = 'come tengo sotto controllo la pressione alta?';
    expect([question, ...synonymsOf(question)].some((t) => isAbout(t, hypertension))).toBe(true);
  });
});

describe('synonymsOf, for the back (eighth session)', () => {
  it.each(['esercizi schiena', 'sciatica', 'lombosciatalgia', 'esercizi da fare per la schiena'])('%s is the back pain an article calls lombalgia', (topic) => {
    expect(synonymsOf(topic)).toContain('mal di schiena lombalgia');
  });
});

describe('isAbout, for a word named once in passing', () => {
  it('an article that names diabetes once in a list is not about diabetes', () => {
    expect(isAbout('diabete', fluShot)).toBe(false);
  });

  it('an article whose title names the topic is', () => {
    expect(isAbout('vaccino antinfluenzale', fluShot)).toBe(true);
  });
});

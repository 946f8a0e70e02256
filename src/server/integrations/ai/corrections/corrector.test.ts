import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE } from '../../ts-worker.ts';
import { workerPools } from '../../worker-pools.ts';
import { createCorrector } from './corrector.ts';

const corrector = createCorrector();
afterAll(() => corrector.close());

const pairs = async (...args: Parameters<typeof corrector.correct>) =>
  (await corrector.correct(...args)).map(({ original, corrected }) => `${original} → ${corrected}`);

describe('the offline corrector', () => {
  it('leaves names, places, loanwords and British spellings alone', async () => {
    expect(
      await pairs({
        language: 'english',
        text: 'My favourite colour is green; we travelled to Texas with Aoife, did yoga and I realised the centre has wifi 😅',
      }),
    ).toEqual([]);
    expect(
      await pairs({ language: 'spanish', text: 'Hago yoga con Siobhan en Texas y veo Netflix.' }),
    ).toEqual([]);
    // A name may open the sentence: its first word is followed by another capitalised one.
    expect(await pairs({ language: 'spanish', text: 'Brad Pitt es una estrella muy conocida.' })).toEqual([]);
  }, 30_000);

  it('corrects the misspellings learners make with the word they meant', async () => {
    expect(await pairs({ language: 'english', text: 'I realy like it, it was verry good.' })).toEqual([
      'realy → really',
      'verry → very',
    ]);
    expect(await pairs({ language: 'english', text: 'I am studing after brekfast.' })).toEqual([
      'studing → studying',
      'brekfast → breakfast',
    ]);
    expect(await pairs({ language: 'spanish', text: 'Tambien me gusta bailar.' })).toEqual([
      'Tambien → También',
    ]);
  }, 30_000);

  it('finds grammar mistakes: Harper for English, rules for Spanish and French', async () => {
    expect(await pairs({ language: 'english', text: 'She have two cats.' })).toEqual(['have → has']);
    // Harper takes “guys” after “you” for a verb.
    expect(await pairs({ language: 'english', text: 'You guys are great, listen you guys.' })).toEqual([]);
    expect(await pairs({ language: 'french', text: "Hier, j'ai allé au cinéma." })).toEqual([
      "j'ai allé → je suis allé",
    ]);
    expect(await pairs({ language: 'spanish', text: 'Mi hermano esta en casa.' })).toEqual([
      'esta en → está en',
    ]);
  }, 30_000);

  it('fixes the agreement of a misspelt or bare verb after he, she or it, not only its spelling', async () => {
    expect(await pairs({ language: 'english', text: 'She dont like coffee.' })).toEqual(["dont → doesn't"]);
    expect(await pairs({ language: 'english', text: 'The kitchen is dirty and it smell bad.' })).toEqual([
      'smell → smells',
    ]);
    expect(await pairs({ language: 'english', text: 'They dont like coffee.' })).toEqual(["dont → don't"]);
    expect(await pairs({ language: 'english', text: "She doesn't like coffee and it smells bad." })).toEqual(
      [],
    );
  }, 30_000);

  it('leaves chat abbreviations alone and never offers an abbreviation for a learner word', async () => {
    expect(await pairs({ language: 'english', text: 'lol see u tmrw, idk what time tbh 😂' })).toEqual([]);
    expect(await pairs({ language: 'spanish', text: 'Nos vemos el finde, porfa.' })).toEqual([]);
    expect(await pairs({ language: 'french', text: 'Dis-moi stp, bcp de gens seront là.' })).toEqual([]);
  }, 30_000);

  it('calls an over-regularised past a grammar mistake, not a misspelling of another word', async () => {
    expect(await pairs({ language: 'english', text: 'We goed to the zoo last Sunday.' })).toEqual([
      'goed → went',
    ]);
  }, 30_000);

  it('gives an irregular plural with -s the plural or the possessive its context asks for, else nothing', async () => {
    expect(await pairs({ language: 'english', text: 'The childrens are playing in the garden.' })).toEqual([
      'childrens → children',
    ]);
    expect(await pairs({ language: 'english', text: 'The childrens toys are everywhere.' })).toEqual([
      "childrens → children's",
    ]);
    // “play” may be a verb (children play) or a noun (children's play): no apostrophe guessed.
    expect(await pairs({ language: 'english', text: 'The childrens play football.' })).toEqual([]);
    expect(await pairs({ language: 'english', text: "I don't know everyones name." })).toEqual([
      "everyones → everyone's",
    ]);
  }, 30_000);

  it('explains with what the learner wrote', async () => {
    const [estar] = await corrector.correct({ language: 'spanish', text: 'Yo soy muy cansado hoy.' });
    expect(estar?.corrected).toBe('estoy muy cansado');
    expect(estar?.explanation).toContain('“cansado”');
    expect(estar?.explanation).not.toContain('acuerdo');
    const [si] = await corrector.correct({ language: 'french', text: 'On sort si il fait beau.' });
    expect(si?.corrected).toBe("s'il");
    expect(si?.explanation).toContain('“il”');
    expect(si?.explanation).not.toMatch(/\bje\b/);
  }, 30_000);

  it('leaves regional Spanish and French alone: voseo, ustedes, Québec, Belgian and Swiss words', async () => {
    expect(
      await pairs({ language: 'spanish', text: 'Che, ¿vos sabés dónde queda? Vení, decime si podés.' }),
    ).toEqual([]);
    expect(
      await pairs({ language: 'spanish', text: 'Ustedes siempre llegan tarde, ¿ustedes quieren café?' }),
    ).toEqual([]);
    expect(
      await pairs({
        language: 'french',
        text: 'On va magasiner en char, il a septante ans et nonante amis, je lui envoie un courriel.',
      }),
    ).toEqual([]);
    // The same words misspelt are still corrected.
    expect(await pairs({ language: 'french', text: 'Je lui envoie un courriell.' })).toEqual([
      'courriell → courriel',
    ]);
  }, 30_000);

  it('does not correct a word the teacher used', async () => {
    const text = 'I want to go to the ceilidh';
    expect(
      await pairs({ language: 'english', text, teacherText: 'Would you like to come to a ceilidh?' }),
    ).toEqual([]);
  }, 30_000);

  it('corrects nothing in a sentence written in another language', async () => {
    expect(await pairs({ language: 'spanish', text: 'I really love this city and its people.' })).toEqual([]);
  }, 30_000);

  it('explains in the interface language', async () => {
    const [correction] = await corrector.correct({
      language: 'spanish',
      text: 'Tambien bailo.',
      interfaceLanguage: 'fr',
    });
    expect(correction?.explanation).toBe('Accent : « Tambien » s’écrit « También ».');
  }, 30_000);
});

describe('warming the checkers up', () => {
  it('starts every worker of each checker and loads its engine before a learner writes', async () => {
    const earlier = new Set(workerPools());
    const warmed = createCorrector();
    try {
      const pools = workerPools().filter((pool) => !earlier.has(pool));
      expect(pools.map((pool) => pool.name).sort()).toEqual([
        'english-grammar-worker',
        'grammar-rules-worker',
        'spell-check-worker',
      ]);
      for (const pool of pools) expect(pool.stats().workers, pool.name).toBe(0);
      await warmed.warmUp();
      // Each pool answered a request on every worker it may start, so none is left to load on a message.
      for (const pool of pools) {
        expect(pool.stats().workers, pool.name).toBe(DEFAULT_POOL_SIZE);
        expect(pool.stats().posted, pool.name).toBeGreaterThanOrEqual(DEFAULT_POOL_SIZE);
      }
      expect(warmed.health()).toEqual({ spelling: 'ok', grammar: 'ok' });
    } finally {
      await warmed.close();
    }
  }, 120_000);
});

import { afterAll, describe, expect, it } from 'vitest';
import { createSpellChecker } from './spell-checker.ts';

const checker = createSpellChecker();
afterAll(() => checker.close());

async function suggestions(language: Parameters<typeof checker.check>[0], words: string[]) {
  return (await checker.check(language, words)).map((verdict) => verdict.suggestion);
}

describe('spell checker', () => {
  it('knows British and American English alike', async () => {
    const words = [
      'favourite',
      'favorite',
      'realise',
      'realize',
      'centre',
      'center',
      'travelled',
      'traveled',
    ];
    expect((await checker.check('english', words)).every((verdict) => verdict.known)).toBe(true);
  }, 30_000);

  it('knows both spellings of French reformed in 1990 and Latin-American Spanish words', async () => {
    const french = ['connaître', 'connaitre', 'événement', 'évènement', 'maître', 'maitre', 'soeur'];
    expect((await checker.check('french', french)).every((verdict) => verdict.known)).toBe(true);
    const spanish = ['computadora', 'celular', 'carro', 'manejando', 'ahorita', 'colectivo'];
    expect((await checker.check('spanish', spanish)).every((verdict) => verdict.known)).toBe(true);
  }, 30_000);

  it('finds what hunspell’s search finds, and what it misses, among common words', async () => {
    expect(await suggestions('english', ['explane', 'dont', 'appointmentss', 'trickyy'])).toEqual([
      'explain',
      "don't",
      'appointments',
      'tricky',
    ]);
    expect(await suggestions('french', ['aujourdhui', 'rarment'])).toEqual(["aujourd'hui", 'rarement']);
    expect(await suggestions('spanish', ['encaftar', 'helda'])).toEqual(['encantar', 'helada']);
  }, 30_000);

  it('suggests the word a learner meant, not hunspell’s first guess', async () => {
    expect(await suggestions('english', ['realy', 'verry', 'studing', 'brekfast'])).toEqual([
      'really',
      'very',
      'studying',
      'breakfast',
    ]);
    expect(await suggestions('spanish', ['Tambien', 'expañola'])).toEqual(['También', 'española']);
    expect(await suggestions('french', ['beaucop'])).toEqual(['beaucoup']);
  }, 30_000);

  it('says nothing when no candidate is clearly best', async () => {
    // leve: levé or lève, equally close and about as common.
    expect(await suggestions('french', ['leve'])).toEqual([null]);
  }, 30_000);

  it('knows Rioplatense voseo, present, subjunctive and imperative, and still flags what is no verb form', async () => {
    const voseo = [
      'sabés',
      'tenés',
      'querés',
      'podés',
      'hablás',
      'vivís',
      'vení',
      'mirá',
      'decime',
      'fijate',
    ];
    expect((await checker.check('spanish', voseo)).every((verdict) => verdict.known)).toBe(true);
    // No verb “perrer” or “hablir”; one-syllable “fui” takes no accent, voseo or not.
    const verdicts = await checker.check('spanish', ['perrés', 'hablís', 'fuí']);
    expect(verdicts.map((verdict) => verdict.known)).toEqual([false, false, false]);
    expect(verdicts[2]?.suggestion).toBe('fui');
  }, 30_000);

  it('knows Québec, Belgian and Swiss French, and still corrects their misspellings', async () => {
    const regional = ['septante', 'nonante', 'courriel', 'magasiner', 'magasiné', 'char', 'dépanneur'];
    expect((await checker.check('french', regional)).every((verdict) => verdict.known)).toBe(true);
    expect(await suggestions('french', ['courriell', 'septente'])).toEqual(['courriel', 'septante']);
  }, 30_000);

  it('breaks a tie in Spanish and French by the list of common words', async () => {
    // temp: tempe or temps, equally close; temps is among the commonest French words.
    expect(await suggestions('french', ['temp'])).toEqual(['temps']);
  }, 30_000);

  it('answers words it has checked before without the worker, per language', async () => {
    const cached = createSpellChecker({ cacheEntries: 3 });
    try {
      const first = await cached.check('english', ['recieve', 'freind', 'house']);
      const posted = cached.stats().posted;
      // Seen words in any order and repeated: no new request to the worker, the same verdicts.
      expect(await cached.check('english', ['house', 'recieve', 'recieve'])).toEqual([
        first[2],
        first[0],
        first[0],
      ]);
      expect(cached.stats().posted).toBe(posted);
      // The same word in another language is another verdict.
      await cached.check('french', ['house']);
      expect(cached.stats().posted).toBe(posted + 1);
      // Bounded: the least recently used entries are forgotten.
      expect(cached.stats().cached).toBe(3);
      await cached.check('english', ['freind']);
      expect(cached.stats().posted).toBe(posted + 2);
    } finally {
      await cached.close();
    }
  }, 30_000);
});

import type { Hunspell } from 'hunspell-asm';
import { describe, expect, it } from 'vitest';
import { parseReplacements, spellingCandidates } from './spelling-candidates.ts';

/** A dictionary of a few words that counts how often its (slow) search is asked for. */
function dictionary(words: string[], suggestions: string[] = []) {
  const known = new Set(words);
  const calls = { suggest: 0 };
  const checker = {
    // Like hunspell, a capitalised form of a known word is known.
    spell: (word: string) => known.has(word) || known.has(word[0]!.toLowerCase() + word.slice(1)),
    suggest: () => {
      calls.suggest++;
      return suggestions;
    },
  } as unknown as Hunspell;
  return { checker, calls };
}

const counts: Record<string, number> = { received: 4000, minor: 900, enplane: 1, explain: 5600 };
const listed = (word: string) => counts[word];

describe('spelling candidates', () => {
  it('finds a common word one edit away without the dictionary’s search', () => {
    const { checker, calls } = dictionary(['received', 'minor']);
    const lookups = { listed, replacements: [] };
    expect(spellingCandidates([checker], 'english', 'recieved', lookups)).toContain('received');
    expect(spellingCandidates([checker], 'english', 'Recieved', lookups)).toContain('Received');
    expect(calls.suggest).toBe(0);
  });

  it('searches the dictionary when only rare words are one edit away', () => {
    const { checker, calls } = dictionary(['enplane', 'explain'], ['explain']);
    const candidates = spellingCandidates([checker], 'english', 'explane', { listed, replacements: [] });
    expect(candidates).toEqual(['explain']);
    expect(calls.suggest).toBe(1);
  });

  it('searches the dictionary when nothing is near, and for words in capitals', () => {
    const { checker, calls } = dictionary(['received'], ['received']);
    spellingCandidates([checker], 'english', 'xqzwv', { listed, replacements: [] });
    spellingCandidates([checker], 'english', 'RECIEVED', { listed, replacements: [] });
    expect(calls.suggest).toBe(2);
  });

  it('tries the dictionary’s replacement table and a missing apostrophe', () => {
    const { checker, calls } = dictionary(["don't", 'a lot', "aujourd'hui"]);
    const replacements = parseReplacements("REP 2\nREP alot a_lot\nREP ^l l'\n");
    expect(replacements).toEqual([
      ['alot', 'a lot'],
      ['^l', "l'"],
    ]);
    const lookups = { listed: () => undefined, replacements };
    expect(spellingCandidates([checker], 'english', 'dont', lookups)).toEqual(["don't"]);
    expect(spellingCandidates([checker], 'english', 'alot', lookups)).toEqual(['a lot']);
    expect(spellingCandidates([checker], 'french', 'aujourdhui', lookups)).toEqual(["aujourd'hui"]);
    expect(calls.suggest).toBe(0);
  });

  it('anchors replacements to the ends of the word', () => {
    const { checker } = dictionary(['dela', 'ada']);
    const lookups = { listed: () => undefined, replacements: parseReplacements('REP ^de d\nREP ad$ ada') };
    expect(spellingCandidates([checker], 'spanish', 'dea', lookups)).toEqual([]);
    expect(spellingCandidates([checker], 'spanish', 'ad', lookups)).toEqual(['ada']);
    expect(spellingCandidates([checker], 'spanish', 'adx', lookups)).toEqual([]);
  });
});

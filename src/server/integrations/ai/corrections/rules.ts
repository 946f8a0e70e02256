/** What grammar rules share: a found mistake and a helper to write rules as patterns. */
import { matchCase } from './text.ts';

export interface GrammarFinding {
  /** Where the fragment starts and ends in the message. */
  start: number;
  end: number;
  original: string;
  corrected: string;
  /** The rule's id, also the key of its explanation. */
  rule: string;
}

export interface GrammarRule {
  id: string;
  find(text: string): GrammarFinding[];
  /**
   * Words (lower case) whose correction the rule decides from their context: no spelling suggestion is
   * given for them, even where the rule says nothing (“childrens” is “children” or “children's”).
   */
  owns?: ReadonlySet<string>;
}

/**
 * A rule as a pattern over the message (apostrophes made straight) and a function giving the corrected
 * fragment, or undefined to let the match pass. The corrected fragment keeps the original's first capital.
 */
export function patternRule(
  id: string,
  pattern: RegExp,
  correct: (match: RegExpExecArray, text: string) => string | undefined,
): GrammarRule {
  // One global expression per rule, made once: V8 keeps its compiled code with it. `find` is synchronous,
  // so resetting `lastIndex` before each message is enough to share it.
  const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return {
    id,
    find(text) {
      const plain = text.replace(/’/g, "'");
      const findings: GrammarFinding[] = [];
      regex.lastIndex = 0;
      for (let match = regex.exec(plain); match; match = regex.exec(plain)) {
        const corrected = correct(match, plain);
        if (corrected !== undefined && corrected !== match[0])
          findings.push({
            start: match.index,
            end: match.index + match[0].length,
            original: text.slice(match.index, match.index + match[0].length),
            corrected: matchCase(match[0], corrected),
            rule: id,
          });
      }
      return findings;
    },
  };
}

/** A word boundary that knows accented letters: `(?<!\p{L})` before, `(?!\p{L})` after. */
export const B = "(?<![\\p{L}'])";
export const E = '(?![\\p{L}])';

export function words(list: readonly string[]): string {
  return `(?:${list.join('|')})`;
}

/** A list of words written one after another, separated by spaces or lines. */
export const wordList = (text: string): string[] => text.split(/\s+/u).filter(Boolean);

export interface NounGender {
  gender: 'm' | 'f';
  plural: boolean;
}

/**
 * Each noun of the two lists, and its plural, with its gender and number. A noun whose plural is the
 * same form (lunes, fils) counts as singular only.
 */
export function nounGenders(
  feminine: readonly string[],
  masculine: readonly string[],
  pluralOf: (noun: string) => string,
): ReadonlyMap<string, NounGender> {
  const genders = new Map<string, NounGender>();
  for (const [list, gender] of [
    [feminine, 'f'],
    [masculine, 'm'],
  ] as const)
    for (const noun of list) {
      genders.set(noun, { gender, plural: false });
      const plural = pluralOf(noun);
      if (!genders.has(plural)) genders.set(plural, { gender, plural: true });
    }
  return genders;
}

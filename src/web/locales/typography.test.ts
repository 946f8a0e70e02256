import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The typography docs/interface-review.md sets for each catalogue: French puts a no-break space before
 * ; : ! ? and inside « », and writes the apostrophe ’; Spanish opens questions and exclamations with
 * ¿ and ¡. Placeholders and tags are left out of the check.
 */
const LOCALES = fileURLToPath(new URL('.', import.meta.url));
const NO_BREAK = '[\\u00a0\\u202f]';

function texts(language: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.push([key, value]);
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) walk(item, key ? `${key}.${name}` : name);
  };
  for (const file of readdirSync(join(LOCALES, language)))
    walk(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')), file.replace(/\.json$/, ''));
  return out.map(([key, text]) => [key, text.replace(/\{\{[^}]*\}\}/g, 'X').replace(/<\/?\w+\s*\/?>/g, '')]);
}

function frenchProblems(entries: [string, string][]): string[] {
  const problems: string[] = [];
  for (const [key, text] of entries) {
    if (
      new RegExp(`(^|[^\\s\\u00a0\\u202f])[;:!?]|\\s(?<!${NO_BREAK})[;:!?]`).test(
        text.replace(/https?:\/\//g, ''),
      )
    )
      problems.push(`${key}: ; : ! ? need a no-break space before them: ${text}`);
    if (new RegExp(`«(?!${NO_BREAK})|(?<!${NO_BREAK})»`).test(text))
      problems.push(`${key}: « » need no-break spaces inside: ${text}`);
    if (/\w'\w/.test(text)) problems.push(`${key}: the apostrophe is ’: ${text}`);
  }
  return problems;
}

function spanishProblems(entries: [string, string][]): string[] {
  const problems: string[] = [];
  for (const [key, text] of entries)
    for (const sentence of text.split(/(?<=[.!?…])\s+/)) {
      if (sentence.includes('?') && !sentence.includes('¿')) problems.push(`${key}: ¿ missing: ${text}`);
      if (sentence.includes('!') && !sentence.includes('¡')) problems.push(`${key}: ¡ missing: ${text}`);
    }
  return problems;
}

describe('catalogue typography', () => {
  it('French: no-break spaces before ; : ! ? and inside « », and ’', () => {
    expect(frenchProblems(texts('fr'))).toEqual([]);
  });

  it('Spanish: questions and exclamations open with ¿ and ¡', () => {
    expect(spanishProblems(texts('es'))).toEqual([]);
  });

  it('report each fault', () => {
    expect(
      frenchProblems([
        ['a', 'Bravo !'],
        ['b', 'Score: 3'],
        ['c', '« titre »'],
        ['d', "l'audio"],
        ['e', 'Bravo\u00a0! Score\u00a0: «\u00a0titre\u00a0» l’audio'],
      ]),
    ).toHaveLength(4);
    expect(
      spanishProblems([
        ['a', 'Correcto!'],
        ['b', 'Practicamos hoy?'],
        ['c', '¡Hola! ¿Qué tal?'],
      ]),
    ).toHaveLength(2);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every language has the same catalogue files with the same keys, the same interpolation placeholders
 * and the same component tags. Plural keys follow i18next's suffixes (`_one`, `_other`, …), and each
 * language must provide exactly the plural categories Intl.PluralRules gives it (French and Spanish
 * also have `many`), since i18next looks the suffix up per language and does not fall back to `_other`.
 */

const REFERENCE = 'en';
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, unknown>;
/** language → file name → parsed JSON */
type Catalogues = Record<string, Record<string, Catalogue>>;

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, `<not a string: ${JSON.stringify(value)}>`);
  }
  return out;
}

/** Splits `a.b_one` into the plural base `a.b` and `one` when the key belongs to a plural group. */
function pluralPart(key: string, keys: Map<string, string>): { base: string; category: string } | null {
  const match = PLURAL_SUFFIX.exec(key);
  if (!match) return null;
  const base = key.slice(0, match.index);
  return keys.has(`${base}_other`) ? { base, category: match[1] ?? '' } : null;
}

function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? '');
  return [...new Set(names)].sort();
}

function tags(text: string): string[] {
  return [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((m) => m[0]).sort();
}

/** Logical keys (plural groups collapsed to their base) with the texts that stand for each. */
function logicalKeys(keys: Map<string, string>) {
  const groups = new Map<string, { categories: Set<string>; texts: string[] }>();
  for (const [key, text] of keys) {
    const plural = pluralPart(key, keys);
    const base = plural ? `${plural.base} (plural)` : key;
    const group = groups.get(base) ?? { categories: new Set<string>(), texts: [] };
    if (plural) group.categories.add(plural.category);
    group.texts.push(text);
    groups.set(base, group);
  }
  return groups;
}

function catalogueProblems(catalogues: Catalogues): string[] {
  const problems: string[] = [];
  const reference = catalogues[REFERENCE] ?? {};
  const referenceFiles = Object.keys(reference).sort();
  for (const [language, files] of Object.entries(catalogues)) {
    if (language === REFERENCE) continue;
    const fileNames = Object.keys(files).sort();
    for (const file of referenceFiles)
      if (!fileNames.includes(file)) problems.push(`${language}: file ${file} is missing`);
    for (const file of fileNames)
      if (!referenceFiles.includes(file)) problems.push(`${language}: file ${file} is not in ${REFERENCE}`);
  }
  for (const file of referenceFiles) {
    const referenceKeys = logicalKeys(flatten(reference[file], '', new Map()));
    for (const [language, files] of Object.entries(catalogues)) {
      const catalogue = files[file];
      if (!catalogue) continue;
      const keys = logicalKeys(flatten(catalogue, '', new Map()));
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const expectedCategories = [...categories].sort().join(',');
      for (const [key, group] of keys) {
        const where = `${language}/${file}: ${key}`;
        if (group.categories.size > 0 && [...group.categories].sort().join(',') !== expectedCategories)
          problems.push(
            `${where} has plural forms ${[...group.categories].sort().join(',')}, needs ${expectedCategories}`,
          );
        if (language === REFERENCE) continue;
        const referenceGroup = referenceKeys.get(key);
        if (!referenceGroup) {
          problems.push(`${where} is not in ${REFERENCE}`);
          continue;
        }
        const wanted = referenceGroup.texts.map((text) => JSON.stringify([placeholders(text), tags(text)]));
        for (const text of group.texts) {
          const found = JSON.stringify([placeholders(text), tags(text)]);
          if (!wanted.includes(found))
            problems.push(
              `${where}: placeholders or tags ${found} differ from ${REFERENCE} ${wanted.join(' | ')}`,
            );
        }
      }
      if (language === REFERENCE) continue;
      for (const key of referenceKeys.keys())
        if (!keys.has(key)) problems.push(`${language}/${file}: ${key} is missing`);
    }
  }
  return problems;
}

function loadCatalogues(directory: string): Catalogues {
  const catalogues: Catalogues = {};
  for (const language of readdirSync(directory, { withFileTypes: true })) {
    if (!language.isDirectory()) continue;
    const files: Record<string, Catalogue> = {};
    for (const file of readdirSync(join(directory, language.name)).filter((name) => name.endsWith('.json')))
      files[file] = JSON.parse(readFileSync(join(directory, language.name, file), 'utf8')) as Catalogue;
    catalogues[language.name] = files;
  }
  return catalogues;
}

describe('interface catalogues', () => {
  const catalogues = loadCatalogues(fileURLToPath(new URL('.', import.meta.url)));

  it('exist in English, Spanish and French', () => {
    expect(Object.keys(catalogues).sort()).toEqual(['en', 'es', 'fr']);
  });

  it('have the same files, keys, plural forms, placeholders and tags in every language', () => {
    expect(catalogueProblems(catalogues)).toEqual([]);
  });

  it('report a key missing in one language, an extra key and a changed placeholder', () => {
    const problems = catalogueProblems({
      en: {
        'a.json': { greet: 'Hello {{name}}', bye: 'Bye', n_one: '{{count}} day', n_other: '{{count}} days' },
      },
      fr: {
        'a.json': {
          greet: 'Bonjour {{nom}}',
          extra: 'Extra',
          n_one: '{{count}} jour',
          n_other: '{{count}} jours',
        },
      },
    });
    expect(problems).toEqual([
      expect.stringContaining('fr/a.json: greet: placeholders'),
      'fr/a.json: extra is not in en',
      'fr/a.json: n (plural) has plural forms one,other, needs many,one,other',
      'fr/a.json: bye is missing',
    ]);
  });

  it('report a component tag that was dropped or renamed', () => {
    const problems = catalogueProblems({
      en: { 'a.json': { agree: 'I agree to the <terms>Terms</terms>' } },
      es: { 'a.json': { agree: 'Acepto las <term>Condiciones</term>' } },
    });
    expect(problems).toHaveLength(1);
  });
});

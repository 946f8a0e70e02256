/**
 * Harper (WebAssembly, offline) checks English grammar off the main thread. Only lints of kinds that
 * are rarely wrong are kept (decision 072): agreement, grammar, repeated words, a/an, double comparatives,
 * words run together, and Harper's context rules for real-word slips (exited → excited). Its spelling,
 * style and capitalisation lints are dropped: spelling has its own checker, style is not a mistake.
 */
import { Dialect, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';
import { parentPort } from 'node:worker_threads';
import { loadOnce } from '../../load-once.ts';
import type { WorkerEngineFailure } from '../../ts-worker.ts';
import type { GrammarFinding } from './rules.ts';

const KEPT_KINDS = new Set(['Agreement', 'Grammar', 'Repetition', 'BoundaryError']);
const KEPT_RULES = new Set(['AnA', 'AdjectiveDoubleDegree']);

/**
 * Nouns that Harper's pronoun agreement takes for a verb after “you”: “you guys are great” would become
 * “you guy”.
 */
const NOUNS_AFTER_YOU = new Set(['guys', 'girls', 'boys', 'folks', 'people', 'kids', 'lads', 'ladies']);

function isKept(rule: string, kind: string, flagged: string): boolean {
  if (rule === 'PronounVerbAgreement' && NOUNS_AFTER_YOU.has(flagged.toLowerCase())) return false;
  return KEPT_KINDS.has(kind) || KEPT_RULES.has(rule) || (kind === 'Typo' && rule.endsWith('Context'));
}

const loadLinter = loadOnce(async () => {
  // British dialect: its dictionary accepts both spellings for the lints that look at words.
  const created = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British });
  await created.setup();
  return created;
});

async function check(text: string): Promise<GrammarFinding[]> {
  const organized = await (await loadLinter()).organizedLints(text);
  // Harper counts characters (code points); JavaScript strings count UTF-16 units (emoji take two).
  const characters = Array.from(text);
  const offset = (index: number) => characters.slice(0, index).join('').length;
  const findings: GrammarFinding[] = [];
  for (const [rule, lints] of Object.entries(organized)) {
    for (const lint of lints) {
      const suggestions = lint.suggestions();
      const span = lint.span();
      const start = offset(span.start);
      const end = offset(span.end);
      // One clear replacement only: several mean Harper is not sure what was meant.
      if (!isKept(rule, lint.lint_kind(), text.slice(start, end)) || suggestions.length !== 1) continue;
      findings.push({
        start,
        end,
        original: text.slice(start, end),
        corrected: suggestions[0]!.get_replacement_text(),
        rule: `en-${lint.lint_kind().toLowerCase()}`,
      });
    }
  }
  return findings;
}

parentPort!.on('message', async (request: { id: number; text: string }) => {
  try {
    await loadLinter();
  } catch (error) {
    // An engine that could not start: the pool replaces this worker after a backoff.
    parentPort!.postMessage({
      id: request.id,
      error: `The grammar engine did not load: ${error instanceof Error ? error.message : String(error)}`,
      engineFailed: true,
    } satisfies WorkerEngineFailure);
    return;
  }
  try {
    parentPort!.postMessage({ id: request.id, findings: await check(request.text) });
  } catch (error) {
    parentPort!.postMessage({
      id: request.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});

/**
 * The correction pipeline both teachers pass through (decision 070). The offline corrector finds
 * misspellings (hunspell, a suggestion only when one is clearly best) and grammar mistakes (Harper for
 * English, high-precision rules for Spanish and French); corrections from an AI go through the same
 * guards. A missing correction costs less than a wrong one.
 */
import type { Correction } from '../../../../shared/contracts/practice.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { DEFAULT_POOL_SIZE } from '../../ts-worker.ts';
import { createSpellChecker, type SpellChecker } from '../spell-checker.ts';
import { createEnglishGrammarChecker, type EnglishGrammarChecker } from './english-grammar.ts';
import { explain, type InterfaceLanguage } from './explanations.ts';
import {
  createGrammarRulesChecker,
  type GrammarRulesChecker,
  type GrammarRulesResult,
} from './grammar-rules.ts';
import { guardCorrections, protection, teacherWords, type GuardContext } from './guards.ts';
import { isWrittenInAnotherLanguage } from './language.ts';
import type { GrammarFinding } from './rules.ts';
import { fold, matchCase, tokenize, type WordToken } from './text.ts';

export interface CorrectionRequest {
  language: LanguageCode;
  text: string;
  /** The teacher's last message(s): words it used are not corrected. */
  teacherText?: string;
  /** The language explanations are written in: the learner's interface language (decision 073). */
  interfaceLanguage?: InterfaceLanguage;
  /** The learner's fair turn in the spell checker's queue, and when the check is no longer wanted. */
  userId?: number;
  signal?: AbortSignal;
}

export interface Corrector {
  /**
   * A message's corrections. A check that fails (its worker down or busy) is left out, and the rest is
   * still given: a message is answered without its spelling or grammar check rather than failing. Only
   * the learner's abort rejects.
   */
  correct(request: CorrectionRequest): Promise<Correction[]>;
  /**
   * Starts every worker of every checker and has it load its engine, dictionaries and rules, so that no
   * learner's first message waits for them (decision 201). The server calls it once it listens.
   */
  warmUp(): Promise<void>;
  /** Whether each checker's workers work: readiness reports a check that is down (decision 149). */
  health(): { spelling: 'ok' | 'down'; grammar: 'ok' | 'down' };
  close(): Promise<void>;
}

/** A check that failed costs its findings, not the message — unless the learner went away. */
function unlessAborted<T>(signal: AbortSignal | undefined, fallback: T) {
  return (error: unknown): T => {
    if (signal?.aborted) throw error;
    return fallback;
  };
}

const MAX_WORDS = 60;
const NO_RULE_FINDINGS: GrammarRulesResult = { findings: [], owned: [] };

/** The teacher's last messages of a turn's history, newest last. */
export function lastTeacherText(
  history: readonly { sender: 'user' | 'ai'; content: string }[],
  count = 2,
): string {
  return history
    .filter((message) => message.sender === 'ai')
    .slice(-count)
    .map((message) => message.content)
    .join('\n');
}

/** Corrections from an AI, through the same guards, with nothing corrected in a message in another language. */
export function guardAiCorrections(context: GuardContext, corrections: readonly Correction[]): Correction[] {
  if (isWrittenInAnotherLanguage(context.language, context.text)) return [];
  return guardCorrections(context, corrections);
}

function wholeWordCount(text: string, fragment: string): number {
  const lower = text.toLowerCase();
  const needle = fragment.toLowerCase();
  let count = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
    const before = lower[at - 1] ?? ' ';
    const after = lower[at + needle.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) count++;
  }
  return count;
}

/**
 * A finding widened by neighbouring words until its fragment is unambiguous: at least two letters
 * beyond a one- or two-letter word (“a apple”, not “a”), and found only once in the message.
 */
export function widen(text: string, tokens: readonly WordToken[], finding: GrammarFinding): GrammarFinding {
  let { start, end } = finding;
  let prefix = '';
  let suffix = '';
  for (let step = 0; step < 3; step++) {
    const fragment = text.slice(start, end);
    const tooShort = fragment.replace(/\P{L}/gu, '').length <= 2;
    if (!tooShort && wholeWordCount(text, fragment) <= 1) break;
    const next = tokens.find((token) => token.start >= end);
    const previous = [...tokens].reverse().find((token) => token.end <= start);
    if (tooShort && next) {
      suffix += text.slice(end, next.end);
      end = next.end;
    } else if (previous) {
      prefix = text.slice(previous.start, start) + prefix;
      start = previous.start;
    } else break;
  }
  return {
    ...finding,
    start,
    end,
    original: text.slice(start, end),
    corrected: matchCase(text.slice(start, end), `${prefix}${finding.corrected}${suffix}`),
  };
}

export function createCorrector(
  deps: {
    spellChecker?: SpellChecker;
    englishGrammar?: EnglishGrammarChecker;
    grammarRules?: GrammarRulesChecker;
  } = {},
): Corrector {
  const spellChecker = deps.spellChecker ?? createSpellChecker();
  const englishGrammar = deps.englishGrammar ?? createEnglishGrammarChecker();
  const grammarRules = deps.grammarRules ?? createGrammarRulesChecker();

  /** The rules' findings (and, for English, Harper's), with the words the rules decide from context. */
  async function grammar(
    language: LanguageCode,
    text: string,
    options: { userId?: number; signal?: AbortSignal },
  ): Promise<GrammarRulesResult> {
    const ruled = grammarRules
      .check(language, text, options)
      .catch(unlessAborted(options.signal, NO_RULE_FINDINGS));
    if (language !== 'english') return ruled;
    const [harper, rules] = await Promise.all([
      englishGrammar.check(text, options).catch(unlessAborted(options.signal, [] as GrammarFinding[])),
      ruled,
    ]);
    return { findings: [...harper, ...rules.findings], owned: rules.owned };
  }

  return {
    async correct({ language, text, teacherText, interfaceLanguage = 'en', userId, signal }) {
      if (isWrittenInAnotherLanguage(language, text)) return [];
      const context: GuardContext = { language, text, teacherText };
      const tokens = tokenize(text);
      const teacher = teacherWords(teacherText);
      const words: string[] = [];
      for (const token of tokens) {
        if (token.word.length < 2 || protection(context, token, teacher)) continue;
        if (!words.includes(token.word)) words.push(token.word);
        if (words.length >= MAX_WORDS) break;
      }
      const [verdicts, { findings, owned: ownedWords }] = await Promise.all([
        spellChecker.check(language, words, { userId, signal }).catch(unlessAborted(signal, [])),
        grammar(language, text, { userId, signal }),
      ]);

      // Grammar findings come first: a checker reading the context (childs → children) knows better than
      // a dictionary what a word it does not know should be. Overlapping findings: the first one stays.
      const corrections: Correction[] = [];
      const taken: { start: number; end: number }[] = [];
      for (const finding of findings.sort((a, b) => a.start - b.start)) {
        if (taken.some((span) => span.start < finding.end && span.end > finding.start)) continue;
        taken.push(finding);
        const wide = widen(text, tokens, finding);
        corrections.push({
          original: wide.original,
          corrected: wide.corrected,
          explanation: explain(finding.rule, wide.original, wide.corrected, interfaceLanguage),
        });
      }
      // A word a rule owns is left to the rule, which reads its context (childrens → children or
      // children's); the spelling checker sees the word alone.
      const owned = (word: string) => ownedWords.includes(word.toLowerCase());
      const inFinding = (word: string) =>
        owned(word) ||
        tokens.some(
          (token) =>
            token.word === word && taken.some((span) => span.start < token.end && span.end > token.start),
        );
      words.forEach((word, index) => {
        const suggestion = verdicts[index]?.suggestion;
        if (!suggestion || inFinding(word)) return;
        const corrected = matchCase(word, suggestion);
        const kind = fold(word) === fold(corrected) ? 'accent' : 'spelling';
        corrections.push({
          original: word,
          corrected,
          explanation: explain(kind, word, corrected, interfaceLanguage),
        });
      });
      return guardCorrections(context, corrections);
    },
    async warmUp() {
      // Per checker, one request per worker its pool may start, all at once and each under its own key:
      // the pool hands each to an idle worker, starting a new one while it has fewer than its size. The
      // checkers take their turn one after another, so the warm-up never holds every core for long while
      // the server is already answering.
      const workers = Array.from({ length: DEFAULT_POOL_SIZE }, (_, index) => -1 - index);
      const languages: LanguageCode[] = ['english', 'spanish', 'french'];
      const perWorker = (check: (userId: number) => Promise<unknown>) =>
        Promise.allSettled(workers.map((userId) => check(userId)));
      for (const language of languages)
        await perWorker((userId) => spellChecker.check(language, [`warm${-userId}`], { userId }));
      await perWorker((userId) => grammarRules.check('english', 'Hello there.', { userId }));
      await perWorker((userId) => englishGrammar.check('Hello there.', { userId }));
    },
    health: () => ({
      spelling: spellChecker.health().state,
      grammar: englishGrammar.health().state === 'ok' && grammarRules.health().state === 'ok' ? 'ok' : 'down',
    }),
    async close() {
      await Promise.all([spellChecker.close(), englishGrammar.close(), grammarRules.close()]);
    },
  };
}

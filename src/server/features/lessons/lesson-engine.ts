import type { LessonStep, Localized, RolePlay } from '../../../shared/contracts/course-content.ts';
import {
  answerWords,
  expandPattern,
  fillReply,
  matchAnswer,
  type AnswerMatch,
  type Slots,
} from '../../../shared/domain/answer-patterns.ts';

/**
 * The rules of a guided lesson (decision 195), pure: how a step's answer is graded and how the role-play
 * follows the learner. Every answer is read against what teachers wrote; nothing is generated here.
 */

/** Misses on one step or checkpoint before the model answer is shown. */
export const MISSES_BEFORE_MODEL = 2;

export interface Slip {
  given: string;
  expected: string;
  /** Only the accents differ. */
  accents: boolean;
}

export type Verdict = 'correct' | 'near' | 'wrong';

export interface StepGrade {
  verdict: Verdict;
  /** An authored hint for a known near miss. */
  hint: Localized | null;
  /** Words written with a slip of spelling or accents, as written and as expected. */
  slips: Slip[];
}

export interface StepAnswer {
  choice?: number | undefined;
  text?: string | undefined;
}

function slipsOf(match: AnswerMatch): Slip[] {
  return match.verdict === 'spelling' ? match.words : [];
}

/** The answer a teacher shows for a step: the right option, or the first accepted answer written out. */
export function modelAnswer(step: LessonStep, slots: Slots): string {
  switch (step.type) {
    case 'listen-choose':
    case 'choose':
      return step.options[step.answer]!;
    case 'say':
      return step.text;
    case 'answer':
      return step.model;
    case 'build':
      return step.words.join(' ');
    case 'gap':
      return step.sentence.replace('___', firstAnswer(step.accepted[0]!, slots));
  }
}

/** A pattern's first answer, written as the pattern reads: the first alternative and slot word each time. */
export function firstAnswer(pattern: string, slots: Slots): string {
  return pattern
    .replace(/\(([^)]*)\)/g, (_, inner: string) => inner.split('|')[0]!)
    .replace(/\{([^}]*)\}/g, (whole, name: string) => slots[name.trim()]?.[0] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A gap's answer given as the whole sentence is read as the words in the gap. */
function gapWords(sentence: string, text: string): string {
  const [before, after] = sentence.split('___') as [string, string];
  const given = answerWords(text);
  const head = answerWords(before);
  const tail = answerWords(after);
  const same = (a: readonly string[], b: readonly string[]) =>
    a.length === b.length && a.every((w, i) => w === b[i]);
  if (
    given.length > head.length + tail.length &&
    same(given.slice(0, head.length), head) &&
    same(given.slice(given.length - tail.length), tail)
  )
    return given.slice(head.length, given.length - tail.length).join(' ');
  return text;
}

/**
 * A known mistake written out in full that says more than the accepted answer found: "Je voudrais un
 * café, s'il te plaît" holds the accepted order, but its longer known mistake says tu to a waiter. A
 * known mistake no longer than the accepted answer (a bare "un café" written as "too curt") does not
 * outweigh it.
 */
function longerKnownMistake<Near extends { answers: string[] }>(
  text: string,
  accepted: AnswerMatch,
  nearMisses: readonly Near[],
  slots: Slots,
  whole: boolean,
): Near | undefined {
  const acceptedLength = accepted.verdict === 'exact' ? accepted.expansion.words.length : 0;
  let best: { near: Near; length: number } | undefined;
  for (const near of nearMisses) {
    const match = matchAnswer(text, near.answers, slots, { whole });
    if (match.verdict !== 'exact') continue;
    const length = match.expansion.words.length;
    if (length > acceptedLength && (!best || length > best.length)) best = { near, length };
  }
  return best?.near;
}

function gradeText(
  text: string,
  accepted: readonly string[],
  nearMisses: readonly { answers: string[]; hint: Localized }[],
  slots: Slots,
  whole: boolean,
): StepGrade {
  const match = matchAnswer(text, accepted, slots, { whole });
  const known = longerKnownMistake(text, match, nearMisses, slots, whole);
  if (known) return { verdict: 'near', hint: known.hint, slips: [] };
  if (match.verdict === 'exact') return { verdict: 'correct', hint: null, slips: [] };
  if (match.verdict === 'spelling') return { verdict: 'near', hint: null, slips: slipsOf(match) };
  // A known mistake with a slip in it still gets its hint.
  const slipped = nearMisses.find(
    (near) => matchAnswer(text, near.answers, slots, { whole }).verdict !== 'none',
  );
  if (slipped) return { verdict: 'near', hint: slipped.hint, slips: [] };
  return { verdict: 'wrong', hint: null, slips: [] };
}

/** Share of a sentence's words a spoken or typed attempt has, in order. */
function sharedWords(expected: readonly string[], given: readonly string[]): number {
  let at = 0;
  let found = 0;
  for (const word of expected) {
    const index = given.indexOf(word, at);
    if (index >= 0) {
      found++;
      at = index + 1;
    }
  }
  return expected.length === 0 ? 0 : found / expected.length;
}

/** Grades one answer to a step. An answer of the wrong kind (text for a choice) is wrong. */
export function gradeStep(step: LessonStep, answer: StepAnswer, slots: Slots): StepGrade {
  const wrong: StepGrade = { verdict: 'wrong', hint: null, slips: [] };
  switch (step.type) {
    case 'listen-choose':
    case 'choose':
      if (answer.choice === undefined) return wrong;
      return answer.choice === step.answer ? { verdict: 'correct', hint: null, slips: [] } : wrong;
    case 'build':
      if (answer.text === undefined) return wrong;
      return gradeText(answer.text, step.accepted, [], slots, true);
    case 'gap':
      if (answer.text === undefined) return wrong;
      return gradeText(gapWords(step.sentence, answer.text), step.accepted, step.nearMisses, slots, true);
    case 'answer':
      if (answer.text === undefined) return wrong;
      return gradeText(answer.text, step.accepted, step.nearMisses, slots, false);
    case 'say': {
      if (answer.text === undefined) return wrong;
      const pattern = step.text.replace(/[(){}|]/g, ' ');
      const match = matchAnswer(answer.text, [pattern], undefined, { whole: false });
      if (match.verdict !== 'none') return { verdict: 'correct', hint: null, slips: [] };
      // Most of the sentence said: a near miss, so the learner tries the whole of it again.
      const share = sharedWords(answerWords(step.text), answerWords(answer.text));
      return share >= 0.5 ? { verdict: 'near', hint: null, slips: [] } : wrong;
    }
  }
}

export interface RolePlayState {
  /** The checkpoint the learner is at; `checkpoints.length` once all are met. */
  checkpoint: number;
  /** Misses on this checkpoint. */
  misses: number;
}

export interface RolePlayTurn {
  verdict: 'met' | 'near' | 'missed';
  /** The teacher's line in the course's language, fitted to what the learner said; null while waiting. */
  reply: string | null;
  hint: Localized | null;
  slips: Slip[];
  /** What the learner could say, shown after the second miss. */
  model: string | null;
  state: RolePlayState;
  /** Whether the checkpoint was met without its model being shown. */
  metUnaided: boolean;
  done: boolean;
}

/** The teacher's first line: the scene's opening, then the first checkpoint's question. */
export function rolePlayOpening(rolePlay: RolePlay): string {
  const ask = rolePlay.checkpoints[0]?.ask;
  return ask ? `${rolePlay.opening} ${ask}` : rolePlay.opening;
}

/**
 * Follows one learner line of the role-play: a branch whose answers the line holds meets the checkpoint,
 * and the teacher answers with that branch's reply (saying back the learner's own slot words), then asks
 * for the next checkpoint or closes the scene. A miss gets the checkpoint's hint, a second its model.
 */
export function rolePlayTurn(
  rolePlay: RolePlay,
  slots: Slots,
  state: RolePlayState,
  text: string,
): RolePlayTurn {
  const checkpoint = rolePlay.checkpoints[state.checkpoint];
  if (!checkpoint) throw new Error('The role-play is already complete');
  // A known mistake that says more than any accepted answer in the line is heard first.
  const longest = checkpoint.branches
    .map((branch) => matchAnswer(text, branch.answers, slots, { whole: false }))
    .reduce<AnswerMatch>(
      (best, match) =>
        match.verdict === 'exact' &&
        (best.verdict !== 'exact' || match.expansion.words.length > best.expansion.words.length)
          ? match
          : best,
      { verdict: 'none' },
    );
  const known = longerKnownMistake(text, longest, checkpoint.nearMisses, slots, false);
  for (const branch of known ? [] : checkpoint.branches) {
    const match = matchAnswer(text, branch.answers, slots, { whole: false });
    if (match.verdict === 'none') continue;
    if (match.verdict === 'spelling' && !match.words.every((slip) => slip.accents)) continue;
    return checkpointMet(rolePlay, state, fillReply(branch.reply, match.expansion.slots), slipsOf(match));
  }
  const misses = state.misses + 1;
  const near =
    known ??
    checkpoint.nearMisses.find(
      (entry) => matchAnswer(text, entry.answers, slots, { whole: false }).verdict !== 'none',
    );
  const spelled = checkpoint.branches
    .map((branch) => matchAnswer(text, branch.answers, slots, { whole: false }))
    .find((match) => match.verdict === 'spelling');
  return {
    verdict: near || spelled ? 'near' : 'missed',
    reply: null,
    hint: near?.hint ?? checkpoint.hint,
    slips: spelled ? slipsOf(spelled) : [],
    model: misses >= MISSES_BEFORE_MODEL ? checkpoint.model : null,
    state: { checkpoint: state.checkpoint, misses },
    metUnaided: false,
    done: false,
  };
}

/**
 * The checkpoint met: the teacher's reply to it, then the next checkpoint's question, or the scene's
 * closing after the last.
 */
export function checkpointMet(
  rolePlay: RolePlay,
  state: RolePlayState,
  reply: string,
  slips: Slip[] = [],
): RolePlayTurn {
  const next = state.checkpoint + 1;
  const following = rolePlay.checkpoints[next];
  return {
    verdict: 'met',
    reply: [reply, following ? (following.ask ?? null) : rolePlay.closing].filter(Boolean).join(' '),
    hint: null,
    slips,
    model: null,
    state: { checkpoint: next, misses: 0 },
    metUnaided: state.misses < MISSES_BEFORE_MODEL,
    done: !following,
  };
}

/** How much of a checkpoint's closest authored answer a line holds, its words counted once (0–1). */
export function checkpointCloseness(
  rolePlay: RolePlay,
  slots: Slots,
  checkpoint: number,
  text: string,
): number {
  const given = new Set(answerWords(text));
  let best = 0;
  for (const branch of rolePlay.checkpoints[checkpoint]?.branches ?? []) {
    for (const pattern of branch.answers) {
      for (const expansion of expandPattern(pattern, slots)) {
        const shared = expansion.words.filter((word) => given.has(word)).length / expansion.words.length;
        if (shared > best) best = shared;
      }
    }
  }
  return best;
}

/**
 * How close a line must be to an authored answer for a model's "checkpoint met" to be believed: a model
 * that claims a checkpoint the learner's words do not approach is overruled (decision 195).
 */
export const SECOND_OPINION_CLOSENESS = 0.4;

/** A finished lesson's score: the share of steps and checkpoints done right without being shown. */
export function lessonScore(firstTry: number, total: number): number {
  return total === 0 ? 0 : Math.round((100 * firstTry) / total);
}

export function lessonStars(score: number): 1 | 2 | 3 {
  return score >= 90 ? 3 : score >= 70 ? 2 : 1;
}

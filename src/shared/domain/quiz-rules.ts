/**
 * Level quiz rules (docs/product.md#quizzes): the one place the pass mark, the reveal time and the
 * unlocking of adult levels live. Client and server both import them.
 */
export const QUIZ_QUESTION_COUNT = 10;
/** Pass at 7 correct out of 10. */
export const PASS_MARK = 7;
/** How long the correct answer and explanation stay on screen before the next question. */
export const ANSWER_REVEAL_MS = 2000;
export const MAX_ADULT_LEVEL = 5;

/** Adult levels are shown with their CEFR band. */
export const CEFR_BY_LEVEL: Readonly<Record<number, string>> = {
  1: 'A1',
  2: 'A2',
  3: 'B1',
  4: 'B2',
  5: 'C1',
};

export function cefrLabel(level: number): string {
  return CEFR_BY_LEVEL[level] ?? `L${level}`;
}

interface Answerable {
  correctAnswer: number;
}

/** How many answers match, position by position. Callers check the lengths first. */
export function countCorrectAnswers(questions: readonly Answerable[], answers: readonly number[]): number {
  let correct = 0;
  questions.forEach((question, index) => {
    if (answers[index] === question.correctAnswer) correct += 1;
  });
  return correct;
}

/**
 * The score needed to pass a quiz of `total` questions: 7 for the standard 10, and the same 70 % share
 * (rounded up) for a quiz an administrator made with another number of questions.
 */
export function passMarkFor(total: number): number {
  return Math.ceil((total * PASS_MARK) / QUIZ_QUESTION_COUNT);
}

export function isPassingScore(score: number, total: number = QUIZ_QUESTION_COUNT): boolean {
  return total > 0 && score >= passMarkFor(total);
}

/**
 * Level 1 is always open; level N opens when some quiz of level N−1 in the same language has been passed.
 * `passedLevels` are the levels (of that language) with at least one passed quiz.
 */
export function isAdultLevelUnlocked(level: number, passedLevels: ReadonlySet<number>): boolean {
  if (level <= 1) return true;
  return passedLevels.has(level - 1);
}

import { gradeDrillAnswer } from '../../../shared/domain/drill-answer.ts';

/**
 * How a review answer is graded (decision 185). Case, spacing, punctuation other than apostrophes, and
 * which apostrophe character was typed (’ or ') do not count; apostrophes and accents do. The right
 * letters with an apostrophe or accent missing or extra get a hint and another try, never a pass.
 */
export type ReviewGrade =
  | { verdict: 'correct' }
  | { verdict: 'hint'; miss: 'accent' | 'apostrophe' }
  | { verdict: 'near'; miss: 'form' | 'spelling' }
  | { verdict: 'wrong' };

/** Lower case, one apostrophe character, single spaces; other punctuation and symbols become spaces. */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[^\p{L}\p{M}\p{N}'\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

function withoutApostrophes(text: string): string {
  return text.replace(/'/g, '');
}

export function gradeReviewAnswer(expected: string, given: string): ReviewGrade {
  const want = comparable(expected);
  const got = comparable(given);
  if (want === got) return { verdict: 'correct' };
  const bareWant = withoutApostrophes(withoutAccents(want));
  if (bareWant === withoutApostrophes(withoutAccents(got))) {
    return { verdict: 'hint', miss: withoutAccents(want) === withoutAccents(got) ? 'accent' : 'apostrophe' };
  }
  // A wrong ending or one wrong letter, judged as drills judge them; the card has no gap to fill, so the
  // learner's words are compared with the answer alone.
  const drill = gradeDrillAnswer({ prompt: '', answers: [expected] }, given);
  if (drill.verdict === 'near' && (drill.miss === 'form' || drill.miss === 'spelling'))
    return { verdict: 'near', miss: drill.miss };
  return { verdict: 'wrong' };
}

/** A sentence of the learner's message with the mistake marked, as the review shows it. */
export interface MarkedSentence {
  before: string;
  mistake: string;
  after: string;
}

/** The sentence of `message` that holds `mistake` (any case), split around it; null when none does. */
export function markedSentence(message: string | null, mistake: string): MarkedSentence | null {
  if (!message) return null;
  const wanted = mistake.normalize('NFC').trim().toLocaleLowerCase();
  if (!wanted) return null;
  for (const sentence of message.normalize('NFC').split(/(?<=[.!?…])\s+/)) {
    const text = sentence.trim();
    const at = text.toLocaleLowerCase().indexOf(wanted);
    if (at >= 0) {
      return {
        before: text.slice(0, at),
        mistake: text.slice(at, at + wanted.length),
        after: text.slice(at + wanted.length),
      };
    }
  }
  return null;
}

/** A gap between two words of at least this long is a pause (decision 118). */
export const PAUSE_MS = 1000;

/** What one transcription's word timings tell about how the learner spoke. */
export interface SpeakingFacts {
  wordCount: number;
  /** From the start of the first word to the end of the last, pauses between words included. */
  speakingMs: number;
  /** Gaps of at least `PAUSE_MS` between one word's end and the next word's start. */
  pauseCount: number;
  longestPauseMs: number;
}

/** Words per minute and pauses over a session's spoken messages. */
export interface SpeakingSummary {
  wordsPerMinute: number;
  pauses: { count: number; longestSeconds: number };
}

const toMs = (seconds: number) => Math.round(seconds * 1000);

/**
 * The facts of one transcription from its words' timings (seconds from the start of the recording), or
 * null when a word has no timing or no time was spoken: nothing is estimated.
 */
export function speakingFacts(words: readonly { start?: number; end?: number }[]): SpeakingFacts | null {
  const timed: { start: number; end: number }[] = [];
  for (const word of words) {
    if (word.start === undefined || word.end === undefined) return null;
    timed.push({ start: toMs(word.start), end: toMs(word.end) });
  }
  const first = timed[0];
  const last = timed.at(-1);
  if (!first || !last || last.end <= first.start) return null;
  let pauseCount = 0;
  let longestPauseMs = 0;
  for (let index = 1; index < timed.length; index++) {
    const gap = timed[index]!.start - timed[index - 1]!.end;
    if (gap >= PAUSE_MS) {
      pauseCount += 1;
      longestPauseMs = Math.max(longestPauseMs, gap);
    }
  }
  return { wordCount: timed.length, speakingMs: last.end - first.start, pauseCount, longestPauseMs };
}

/**
 * The speaking rate (all words over all speaking time, rounded to whole words per minute) and the pauses
 * (their count, and the longest in seconds to a tenth) of several transcriptions; null for none.
 */
export function speakingSummary(facts: readonly SpeakingFacts[]): SpeakingSummary | null {
  const speakingMs = facts.reduce((sum, fact) => sum + fact.speakingMs, 0);
  if (facts.length === 0 || speakingMs <= 0) return null;
  const words = facts.reduce((sum, fact) => sum + fact.wordCount, 0);
  const longestMs = Math.max(...facts.map((fact) => fact.longestPauseMs));
  return {
    wordsPerMinute: Math.round((words * 60_000) / speakingMs),
    pauses: {
      count: facts.reduce((sum, fact) => sum + fact.pauseCount, 0),
      longestSeconds: Math.round(longestMs / 100) / 10,
    },
  };
}

import { describe, expect, it } from 'vitest';
import { speakingFacts, speakingSummary } from './speaking-rate.ts';

describe('speaking facts from word timings', () => {
  it('measures from the first word’s start to the last word’s end and counts gaps of a second or more', () => {
    const facts = speakingFacts([
      { start: 0.5, end: 0.9 },
      { start: 1.0, end: 1.4 },
      // 1.2 s of silence: a pause.
      { start: 2.6, end: 3.0 },
      // 0.99 s: not a pause.
      { start: 3.99, end: 4.3 },
      // Exactly one second (floating point would make it 0.9999…): a pause.
      { start: 5.3, end: 5.5 },
    ]);
    expect(facts).toEqual({ wordCount: 5, speakingMs: 5000, pauseCount: 2, longestPauseMs: 1200 });
  });

  it('gives nothing when a word has no timing or no time was spoken', () => {
    expect(speakingFacts([{ start: 0, end: 0.4 }, {}])).toBeNull();
    expect(speakingFacts([])).toBeNull();
    expect(speakingFacts([{ start: 1, end: 1 }])).toBeNull();
  });
});

describe('the speaking summary of a session', () => {
  it('divides all words by all speaking time and keeps the longest pause', () => {
    const summary = speakingSummary([
      { wordCount: 10, speakingMs: 4000, pauseCount: 1, longestPauseMs: 1250 },
      { wordCount: 5, speakingMs: 2000, pauseCount: 2, longestPauseMs: 3040 },
    ]);
    // 15 words in 6 seconds.
    expect(summary).toEqual({ wordsPerMinute: 150, pauses: { count: 3, longestSeconds: 3 } });
    expect(speakingSummary([{ wordCount: 7, speakingMs: 3000, pauseCount: 0, longestPauseMs: 0 }])).toEqual({
      wordsPerMinute: 140,
      pauses: { count: 0, longestSeconds: 0 },
    });
  });

  it('is null without a timed transcription', () => {
    expect(speakingSummary([])).toBeNull();
  });
});

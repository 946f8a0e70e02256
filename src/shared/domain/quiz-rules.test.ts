import { describe, expect, it } from 'vitest';
import {
  cefrLabel,
  countCorrectAnswers,
  isAdultLevelUnlocked,
  isPassingScore,
  passMarkFor,
} from './quiz-rules.ts';

describe('pass mark', () => {
  it('passes a 10-question quiz at exactly 7 correct, not at 6', () => {
    expect(isPassingScore(7, 10)).toBe(true);
    expect(isPassingScore(6, 10)).toBe(false);
    expect(isPassingScore(10, 10)).toBe(true);
    expect(isPassingScore(0, 10)).toBe(false);
  });

  it('assumes the standard 10 questions when no total is given', () => {
    expect(isPassingScore(7)).toBe(true);
    expect(isPassingScore(6)).toBe(false);
  });

  it('keeps the 70 % share, rounded up, for quizzes of other lengths', () => {
    expect(passMarkFor(10)).toBe(7);
    expect(passMarkFor(5)).toBe(4);
    expect(passMarkFor(8)).toBe(6);
    expect(passMarkFor(20)).toBe(14);
    expect(isPassingScore(3, 5)).toBe(false);
    expect(isPassingScore(4, 5)).toBe(true);
  });

  it('never passes an empty quiz', () => {
    expect(isPassingScore(0, 0)).toBe(false);
  });
});

describe('scoring', () => {
  const questions = [{ correctAnswer: 0 }, { correctAnswer: 3 }, { correctAnswer: 2 }];

  it('counts the answers that match position by position', () => {
    expect(countCorrectAnswers(questions, [0, 3, 2])).toBe(3);
    expect(countCorrectAnswers(questions, [0, 1, 2])).toBe(2);
    expect(countCorrectAnswers(questions, [1, 1, 1])).toBe(0);
  });
});

describe('adult level unlocking', () => {
  it('always opens level 1, even with nothing passed', () => {
    expect(isAdultLevelUnlocked(1, new Set())).toBe(true);
  });

  it('opens level N only when level N−1 has been passed', () => {
    expect(isAdultLevelUnlocked(2, new Set())).toBe(false);
    expect(isAdultLevelUnlocked(2, new Set([1]))).toBe(true);
    expect(isAdultLevelUnlocked(3, new Set([1]))).toBe(false);
    expect(isAdultLevelUnlocked(5, new Set([4]))).toBe(true);
  });

  it('does not open a level because a level two below was passed', () => {
    expect(isAdultLevelUnlocked(3, new Set([1, 4]))).toBe(false);
  });

  it('labels levels with their CEFR band', () => {
    expect([1, 2, 3, 4, 5].map(cefrLabel)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1']);
  });
});

import { describe, expect, it } from 'vitest';
import { parseQuizId } from './quiz-page.tsx';

describe('the quiz id in /quiz', () => {
  it('accepts a whole number greater than 0', () => {
    expect(parseQuizId('?language=english&level=1&quizId=12')).toBe(12);
    expect(parseQuizId('quizId=1')).toBe(1);
  });

  it.each([
    '',
    '?language=english&level=1',
    '?quizId=0',
    '?quizId=-3',
    '?quizId=abc',
    '?quizId=1.5',
    '?quizId=',
  ])('refuses %j', (search) => {
    expect(parseQuizId(search)).toBeNull();
  });
});

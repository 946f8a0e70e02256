import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import {
  AvailableQuizzesResponseSchema,
  QuizProgressResponseSchema,
  type AvailableQuizzesResponse,
  type QuizProgressResponse,
  type QuizSummary,
} from '../../../../shared/contracts/quiz-play.ts';
import { QuizSection } from './quiz-section.tsx';

const { serve } = stubFetch();

function quiz(id: number, level: number, verdict: Pick<QuizSummary, 'isUnlocked' | 'passed'>) {
  return {
    id,
    language: 'english',
    level,
    title: `English level ${level}`,
    description: 'Ten questions.',
    questionCount: 10,
    ...verdict,
  };
}

function serveQuizzes(list: AvailableQuizzesResponse, progress: QuizProgressResponse) {
  serve((url) => {
    if (url === '/api/quiz/available') return json(list);
    if (url === '/api/quiz/progress') return json(progress);
    return undefined;
  });
}

function cardOf(title: string) {
  return screen.getByRole('article', { name: title });
}

describe('the level quiz section', () => {
  it("shows the server's verdict: a level opened by a pass no longer listed is open", async () => {
    // The learner passed a level-1 quiz that was deactivated since: the list no longer holds it, and
    // the server says level 2 is open. The progress names only that inactive quiz.
    const list = AvailableQuizzesResponseSchema.parse({
      quizzes: [
        quiz(3, 1, { isUnlocked: true, passed: false }),
        quiz(4, 2, { isUnlocked: true, passed: false }),
        quiz(5, 3, { isUnlocked: false, passed: false }),
      ],
    });
    const progress = QuizProgressResponseSchema.parse({
      progress: [
        {
          quizId: 99,
          completed: true,
          bestScore: 9,
          total: 10,
          attempts: 1,
          lastAttemptAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    serveQuizzes(list, progress);
    renderWithClient(<QuizSection />);
    const level2 = await screen.findByRole('article', { name: 'English level 2' });
    expect(within(level2).getByRole('link', { name: 'Start Quiz' }).getAttribute('href')).toBe(
      '/quiz?language=english&level=2&quizId=4',
    );
    expect(within(level2).queryByText('Locked')).toBeNull();
    const level3 = cardOf('English level 3');
    expect(within(level3).getByText('Locked')).toBeTruthy();
    expect(within(level3).getByRole('button', { name: 'Start Quiz' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks a quiz completed when the server says it is passed, and locks what it says is locked', async () => {
    const list = AvailableQuizzesResponseSchema.parse({
      quizzes: [
        quiz(3, 1, { isUnlocked: true, passed: true }),
        // Locked although level 1 is passed: the server's word is shown, not recomputed.
        quiz(4, 2, { isUnlocked: false, passed: false }),
      ],
    });
    const progress = QuizProgressResponseSchema.parse({ progress: [] });
    serveQuizzes(list, progress);
    renderWithClient(<QuizSection />);
    const level1 = await screen.findByRole('article', { name: 'English level 1' });
    expect(within(level1).getByText('Completed')).toBeTruthy();
    expect(within(level1).getByRole('link', { name: 'Practice Again' })).toBeTruthy();
    expect(within(cardOf('English level 2')).getByText('Locked')).toBeTruthy();
  });
});

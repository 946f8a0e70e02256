import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import {
  CompleteQuizResponseSchema,
  ItemVerdictResponseSchema,
  QuizAttemptResponseSchema,
  type AnswerItemBody,
} from '../../../../shared/contracts/quiz-play.ts';
import { QuizPlayer } from './quiz-player.tsx';

const { serve, requestsTo } = stubFetch();

const started = QuizAttemptResponseSchema.parse({
  attempt: {
    attemptId: 7,
    quiz: {
      id: 3,
      language: 'english',
      level: 1,
      title: 'Everyday English',
      description: 'Two questions.',
      isKidsQuiz: false,
      ageGroup: null,
    },
    items: [
      {
        itemIndex: 4,
        type: 'gap-fill',
        question: 'She ___ tea.',
        options: ['likes', 'like', 'liking', 'to like'],
        hasAudio: false,
      },
      {
        itemIndex: 9,
        type: 'gap-fill',
        question: 'They ___ here.',
        options: ['is', 'are', 'am', 'be'],
        hasAudio: false,
      },
    ],
    passMark: 2,
  },
});
const rightOptions: Record<number, number> = { 4: 0, 9: 1 };
/** Holds the completion's answer until a test lets it go. */
let completionSent: Promise<void> = Promise.resolve();

beforeEach(() => {
  vi.useFakeTimers();
  let answered = 0;
  let score = 0;
  serve(async (url, init) => {
    if (url === '/api/quizzes/3/attempts') return json(started);
    if (url === '/api/quizzes/attempts/7/answers') {
      const body = JSON.parse(String(init?.body)) as AnswerItemBody;
      const correct = body.answer === rightOptions[body.itemIndex];
      answered += 1;
      score += correct ? 1 : 0;
      return json(
        ItemVerdictResponseSchema.parse({
          verdict: {
            itemIndex: body.itemIndex,
            correct,
            rightOption: rightOptions[body.itemIndex],
            rightSentence: null,
            explanation: null,
            answered,
            score,
          },
        }),
      );
    }
    if (url === '/api/quizzes/attempts/7/complete') {
      await completionSent;
      return json(
        CompleteQuizResponseSchema.parse({
          result: {
            quizId: 3,
            language: 'english',
            level: 1,
            score,
            total: 2,
            passMark: 2,
            passed: score >= 2,
            unlocksLevel: score >= 2 ? 2 : null,
            correct: [true, true],
          },
        }),
      );
    }
    return undefined;
  });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

/** Lets pending responses and the query client's batched notifications through, without moving time. */
async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
}

async function answer(option: string) {
  fireEvent.click(screen.getByRole('radio', { name: option }));
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  await settle();
}

describe('the level quiz player', () => {
  it("shows the server's verdict for two seconds, then the next question by itself", async () => {
    renderWithClient(<QuizPlayer quizId={3} />);
    await settle();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();

    await answer('likes');
    expect(screen.getByText('Correct!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByText('Correct!')).toBeNull();
  });

  it("ends with the server's result: its pass, its pass mark and the level it opens", async () => {
    let release = () => {};
    completionSent = new Promise((resolve) => (release = resolve));
    renderWithClient(<QuizPlayer quizId={3} />);
    await settle();
    await answer('likes');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await answer('are');
    expect(requestsTo('POST', '/api/quizzes/attempts/7/complete')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await settle();
    expect(requestsTo('POST', '/api/quizzes/attempts/7/complete')).toHaveLength(1);
    // Until the server has scored the attempt, the score shows but no verdict.
    expect(screen.getByText('You scored 2 out of 2')).toBeTruthy();
    expect(screen.queryByText('Passed')).toBeNull();
    expect(screen.queryByText('Not passed yet')).toBeNull();
    release();
    await settle();
    expect(screen.getByText('You scored 2 out of 2')).toBeTruthy();
    expect(screen.getByText('Passed')).toBeTruthy();
    expect(screen.getByText('Well done — you reached the pass mark of 2/2.')).toBeTruthy();
    expect(screen.getByText('Level 2 is now open on your dashboard.')).toBeTruthy();
  });

  it('keeps focus in the player and announces the verdict to screen readers', async () => {
    renderWithClient(<QuizPlayer quizId={3} />);
    await settle();
    await answer('like');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Not quite');
    expect(status.textContent).toContain('The correct answer is: likes');
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toBe(status);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.textContent).toContain('Question 2 of 2');
  });

  it('lets the learner turn automatic advance off: the verdict stays until Continue, and the choice is kept', async () => {
    const first = renderWithClient(<QuizPlayer quizId={3} />);
    await settle();
    const toggle = screen.getByRole('switch', { name: 'Move on automatically after 2 seconds' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await answer('likes');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByText('Correct!')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    await settle();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    first.unmount();

    // The next quiz remembers it.
    renderWithClient(<QuizPlayer quizId={3} />);
    await settle();
    expect(
      screen
        .getByRole('switch', { name: 'Move on automatically after 2 seconds' })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });
});

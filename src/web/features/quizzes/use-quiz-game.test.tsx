import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../../test/web-api.tsx';
import {
  ItemVerdictResponseSchema,
  QuizAttemptSchema,
  SaveKidsProgressResponseSchema,
  type AnswerItemBody,
  type KidsLessonResult,
} from '../../../shared/contracts/quiz-play.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { useCompleteKidsAttempt } from '../kids/api/kids-attempts.ts';
import { useQuizGame } from './use-quiz-game.ts';

const { serve, requestsTo } = stubFetch();

const attempt = QuizAttemptSchema.parse({
  attemptId: 21,
  quiz: {
    id: 5,
    language: 'spanish',
    level: 1,
    title: 'ABC & Numbers',
    description: 'Letters and numbers.',
    isKidsQuiz: true,
    ageGroup: '4-6',
  },
  items: [
    {
      itemIndex: 0,
      type: 'picture-word',
      question: '¿Qué es?',
      options: ['gato', 'perro', 'pez', 'sol'],
      emoji: '🐱',
      hasAudio: false,
    },
    {
      itemIndex: 1,
      type: 'word-order',
      question: 'Ordena',
      words: ['gato.', 'Un', 'es'],
      hasAudio: false,
    },
  ],
  passMark: 2,
});

const savedResult = SaveKidsProgressResponseSchema.parse({
  result: {
    language: 'spanish',
    lesson: 1,
    quizId: 5,
    score: 1,
    total: 2,
    stars: 1,
    bestStars: 2,
    completed: true,
  },
});

/** The server's answers: the first item is right, word-order answers are refused once, then judged wrong. */
function serveLesson() {
  let refusedOnce = false;
  serve((url, init) => {
    if (url === '/api/quizzes/attempts/21/answers') {
      const body = JSON.parse(String(init?.body)) as AnswerItemBody;
      if (Array.isArray(body.answer) && !refusedOnce) {
        refusedOnce = true;
        return json(
          ApiErrorBodySchema.parse({ code: 'UNAVAILABLE', message: 'Try again', requestId: 'r' }),
          503,
        );
      }
      const correct = body.itemIndex === 0 && body.answer === 0;
      return json(
        ItemVerdictResponseSchema.parse({
          verdict: {
            itemIndex: body.itemIndex,
            correct,
            rightOption: body.itemIndex === 0 ? 0 : null,
            rightSentence: body.itemIndex === 1 ? 'Un gato es.' : null,
            explanation: null,
            answered: body.itemIndex + 1,
            score: 1,
          },
        }),
      );
    }
    if (url === '/api/kids/lessons/attempts/21/complete') return json(savedResult);
    return undefined;
  });
}

function renderGame(callbacks: {
  onAnswerError?: (error: Error) => void;
  onCompleted?: (r: KidsLessonResult) => void;
}) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () => useQuizGame<KidsLessonResult>({ attempt, completion: useCompleteKidsAttempt(), ...callbacks }),
    { wrapper },
  ).result;
}

describe('a quiz game', () => {
  it('sends each answer once, shows the verdict until next(), and ends with the server’s result', async () => {
    serveLesson();
    const onCompleted = vi.fn();
    const onAnswerError = vi.fn();
    const game = renderGame({ onCompleted, onAnswerError });
    expect(game.current).toMatchObject({ index: 0, phase: 'answering', score: 0, answeredCount: 0 });

    act(() => game.current.submit(0));
    act(() => game.current.submit(1));
    await waitFor(() => expect(game.current.phase).toBe('revealing'));
    expect(requestsTo('POST', '/api/quizzes/attempts/21/answers')).toHaveLength(1);
    expect(game.current).toMatchObject({ score: 1, answeredCount: 1, verdict: { correct: true } });

    // Without a reveal time the verdict stays until the learner moves on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(game.current.index).toBe(0);
    act(() => game.current.next());
    expect(game.current).toMatchObject({
      index: 1,
      isLast: true,
      phase: 'answering',
      verdict: null,
      score: 1,
    });

    // An unfinished word order is not sent.
    act(() => game.current.setAnswer([1, 2]));
    expect(game.current.isAnswerReady).toBe(false);
    act(() => game.current.submit());
    expect(requestsTo('POST', '/api/quizzes/attempts/21/answers')).toHaveLength(1);

    // A refused answer can be sent again.
    act(() => game.current.setAnswer([1, 2, 0]));
    act(() => game.current.submit());
    await waitFor(() => expect(onAnswerError).toHaveBeenCalledTimes(1));
    expect(game.current.phase).toBe('answering');
    act(() => game.current.submit());
    await waitFor(() => expect(game.current.phase).toBe('revealing'));
    expect(game.current.verdict).toMatchObject({ correct: false, rightSentence: 'Un gato es.' });

    expect(requestsTo('POST', '/api/kids/lessons/attempts/21/complete')).toHaveLength(0);
    act(() => game.current.next());
    expect(game.current.phase).toBe('finished');
    await waitFor(() => expect(game.current.result).toEqual(savedResult.result));
    expect(onCompleted).toHaveBeenCalledWith(savedResult.result);
    expect(requestsTo('POST', '/api/kids/lessons/attempts/21/complete')).toHaveLength(1);
  });
});

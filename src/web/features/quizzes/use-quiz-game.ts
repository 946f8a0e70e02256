import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { ItemVerdict, PlayableItem, QuizAttempt } from '../../../shared/contracts/quiz-play.ts';
import { useAnswerItem } from './api/quiz-attempts.ts';

/** What the learner has answered so far: an option index, or the tiles' indexes in order (word-order). */
export type ItemAnswer = number | number[];

/** Whether an answer is complete enough to send. */
export function isAnswerReady(item: PlayableItem, answer: ItemAnswer | null): boolean {
  if (answer === null) return false;
  if (item.type === 'word-order') return Array.isArray(answer) && answer.length === (item.words?.length ?? 0);
  return typeof answer === 'number';
}

/**
 * answering: the learner picks; checking: the answer is with the server; revealing: the server's verdict
 * shows; finished: every item is answered and the attempt is being (or has been) completed.
 */
export type GamePhase = 'answering' | 'checking' | 'revealing' | 'finished';

/** Completes an attempt by its id: the level-quiz or the kids-lesson mutation. */
type Completion<Result> = Pick<UseMutationResult<{ result: Result }, Error, number>, 'mutate' | 'isPending'>;

/**
 * One play of a drawn attempt, shared by the level-quiz and the kids-lesson players: the item on screen, the
 * answer being given, the server's verdict on it, the score so far and, at the end, the server's result.
 * Nothing here judges an answer or a score: the server does, and the game shows what it says.
 *
 * With `revealMs` the verdict shows that long and the game moves on by itself; without it, `next()` moves on.
 */
export function useQuizGame<Result>({
  attempt,
  completion,
  revealMs,
  onAnswerError,
  onCompleted,
  onCompleteError,
}: {
  attempt: QuizAttempt;
  completion: Completion<Result>;
  revealMs?: number;
  onAnswerError?: (error: Error) => void;
  onCompleted?: (result: Result) => void;
  onCompleteError?: (error: Error) => void;
}) {
  const answerItem = useAnswerItem(attempt.attemptId);
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<ItemAnswer | null>(null);
  const [verdict, setVerdict] = useState<ItemVerdict | null>(null);
  const [score, setScore] = useState(0);
  const [phase, setPhase] = useState<GamePhase>('answering');
  const [result, setResult] = useState<Result | null>(null);
  const total = attempt.items.length;
  const item = attempt.items[index]!;
  const isLast = index === total - 1;

  function finish() {
    setPhase('finished');
    // Sent once: the server scores the attempt's own answers.
    completion.mutate(attempt.attemptId, {
      onSuccess: ({ result: given }) => {
        setResult(given);
        onCompleted?.(given);
      },
      onError: (error) => onCompleteError?.(error),
    });
  }

  /** After a verdict: the next item, or the end. */
  function next() {
    if (phase !== 'revealing') return;
    if (isLast) {
      finish();
      return;
    }
    setIndex(index + 1);
    setAnswer(null);
    setVerdict(null);
    setPhase('answering');
  }

  const nextAfterReveal = useEffectEvent(next);
  useEffect(() => {
    if (revealMs === undefined || phase !== 'revealing') return;
    const timer = setTimeout(nextAfterReveal, revealMs);
    return () => clearTimeout(timer);
  }, [phase, index, revealMs]);

  /** Sends an answer (the one given, else the one being built) for the server's verdict, once. */
  function submit(given: ItemAnswer | null = answer) {
    if (phase !== 'answering' || !isAnswerReady(item, given)) return;
    setAnswer(given);
    setPhase('checking');
    answerItem.mutate(
      { itemIndex: item.itemIndex, answer: given! },
      {
        onSuccess: ({ verdict: judged }) => {
          setVerdict(judged);
          setScore(judged.score);
          setPhase('revealing');
        },
        onError: (error) => {
          setPhase('answering');
          onAnswerError?.(error);
        },
      },
    );
  }

  return {
    item,
    index,
    total,
    isLast,
    phase,
    answer,
    /** Builds the answer (word-order tiles, a picked option) before it is sent. */
    setAnswer(built: ItemAnswer) {
      if (phase === 'answering') setAnswer(built);
    },
    isAnswerReady: isAnswerReady(item, answer),
    verdict,
    /** Right answers so far, as the server counted them. */
    score,
    answeredCount: index + (verdict ? 1 : 0),
    submit,
    next,
    /** The server's result once the attempt is completed. */
    result,
    isSaving: completion.isPending,
  };
}

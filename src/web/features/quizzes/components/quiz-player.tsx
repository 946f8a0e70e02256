import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizAttempt, QuizResult } from '../../../../shared/contracts/quiz-play.ts';
import { ANSWER_REVEAL_MS, cefrLabel } from '../../../../shared/domain/quiz-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { useCompleteQuizAttempt, useQuizAttempt } from '../api/quiz-attempts.ts';
import { useQuizGame } from '../use-quiz-game.ts';
import { QuizItem } from './quiz-item.tsx';
import { QuizNotice } from './quiz-notice.tsx';
import { QuizResultCard } from './quiz-result.tsx';
import { QuizReview } from './quiz-review.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';

/**
 * Starts an attempt at one quiz (the server draws its items) and plays it; failures read as
 * docs/product.md#screens says.
 */
export function QuizPlayer({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const query = useQuizAttempt(quizId);

  if (query.isPending || query.isFetching) return <Spinner className="py-24" />;
  if (query.isError) {
    const error = query.error;
    const isUnavailable =
      error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND');
    return (
      <QuizNotice
        title={isUnavailable ? t('levelQuiz.player.unavailableTitle') : t('levelQuiz.player.loadErrorTitle')}
      >
        {describeError(error, error.message || t('levelQuiz.player.unavailableText'))}
      </QuizNotice>
    );
  }
  const attempt = query.data.attempt;
  if (attempt.items.length === 0) {
    return (
      <QuizNotice title={t('levelQuiz.player.unavailableTitle')}>
        {t('levelQuiz.player.noQuestions')}
      </QuizNotice>
    );
  }
  // A retry starts a new attempt (a new draw): the key gives it a fresh game.
  return <QuizGame key={attempt.attemptId} attempt={attempt} onRestart={() => void query.refetch()} />;
}

/** Where the learner's choice of automatic advance is kept on this device (decision 187). */
export const AUTO_ADVANCE_KEY = 'linguacoach.quiz-auto-advance';

/** Whether a verdict moves on by itself after ANSWER_REVEAL_MS: on unless the learner turned it off. */
function useAutoAdvance() {
  const [enabled, setEnabled] = useState(() => {
    try {
      return globalThis.localStorage?.getItem(AUTO_ADVANCE_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  function change(next: boolean) {
    setEnabled(next);
    try {
      globalThis.localStorage?.setItem(AUTO_ADVANCE_KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice holds for this quiz.
    }
  }
  return [enabled, change] as const;
}

function QuizGame({ attempt, onRestart }: { attempt: QuizAttempt; onRestart: () => void }) {
  const { t } = useTranslation();
  const content = useContentLanguage();
  const [autoAdvance, setAutoAdvance] = useAutoAdvance();
  const verdictRef = useRef<HTMLDivElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const counterRef = useRef<HTMLSpanElement>(null);
  const game = useQuizGame<QuizResult>({
    attempt,
    completion: useCompleteQuizAttempt(),
    // WCAG 2.2.1: the 2-second reveal can be turned off, and the learner then moves on with Continue.
    revealMs: autoAdvance ? ANSWER_REVEAL_MS : undefined,
    onAnswerError: (error) =>
      toast({
        variant: 'destructive',
        title: t('levelQuiz.player.answerError'),
        description: describeError(error, error.message),
      }),
    onCompleted: announce,
    // Only one toast shows at a time: a failed save is what the learner must know about.
    onCompleteError: () => toast({ variant: 'destructive', title: t('levelQuiz.player.saveError') }),
  });
  const { quiz } = attempt;
  const { item, index, total, isLast, phase, answer, verdict } = game;

  // The Confirm button is disabled once an answer is sent: focus moves to the verdict (or Continue), then
  // to the next question's number, so it never falls to the page's body.
  useEffect(() => {
    if (phase === 'revealing') (continueRef.current ?? verdictRef.current)?.focus();
  }, [phase]);
  useEffect(() => {
    if (index > 0) counterRef.current?.focus();
  }, [index]);

  function announce({ score, total: outOf, passed, passMark }: QuizResult) {
    toast(
      passed
        ? {
            variant: 'success',
            title: t('levelQuiz.player.passToastTitle'),
            description: t('levelQuiz.player.passToastText', { score, total: outOf }),
          }
        : {
            title: t('levelQuiz.player.failToastTitle'),
            description: t('levelQuiz.player.failToastText', { passMark, total: outOf }),
          },
    );
  }

  if (phase === 'finished') {
    return (
      <div className="grid gap-6">
        <QuizResultCard
          quiz={quiz}
          result={game.result}
          score={game.result?.score ?? game.score}
          total={game.result?.total ?? total}
          isSaving={game.isSaving}
          onRestart={onRestart}
        />
        {/* The review opens once the server has the result: before, it would refuse (decision 204). */}
        {game.result ? <QuizReview attemptId={attempt.attemptId} /> : null}
      </div>
    );
  }

  const { answeredCount } = game;
  const rightAnswer =
    verdict === null
      ? null
      : (verdict.rightSentence ??
        (verdict.rightOption === null ? null : item.options?.[verdict.rightOption]));

  return (
    <Card className="grid gap-6 p-6">
      <header className="grid gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          {t('levelQuiz.player.level', { level: quiz.level, cefr: cefrLabel(quiz.level) })}
        </p>
        <h1 className="text-2xl font-bold">{content.quiz(quiz).title}</h1>
        <p className="text-muted-foreground">{content.quiz(quiz).description}</p>
        <div className="flex items-center gap-2 text-sm">
          <Switch id="quiz-auto-advance" checked={autoAdvance} onCheckedChange={setAutoAdvance} />
          <Label htmlFor="quiz-auto-advance" className="font-normal">
            {t('levelQuiz.player.autoAdvance')}
          </Label>
        </div>
        <div className="flex items-center justify-between text-sm">
          <span ref={counterRef} tabIndex={-1} className="outline-none">
            {t('levelQuiz.player.questionOf', { current: index + 1, total })}
          </span>
          <span className="text-muted-foreground">{formatPercent(answeredCount / total)}</span>
        </div>
        <Progress value={(answeredCount / total) * 100} aria-label={t('levelQuiz.player.progressLabel')} />
      </header>

      <QuizItem
        key={index}
        attemptId={attempt.attemptId}
        item={item}
        answer={answer}
        verdict={verdict}
        disabled={phase !== 'answering'}
        onAnswer={game.setAnswer}
      />

      <div
        ref={verdictRef}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        tabIndex={-1}
        className="min-h-6 outline-none"
      >
        {verdict ? (
          <div
            className={cn(
              'grid gap-1 rounded-lg border p-4',
              verdict.correct ? 'border-success/50 bg-success/10' : 'border-destructive/50 bg-destructive/10',
            )}
          >
            <p className="flex items-center gap-2 font-semibold">
              {verdict.correct ? (
                <CheckCircle2 className="size-5 text-success" aria-hidden />
              ) : (
                <XCircle className="size-5 text-destructive" aria-hidden />
              )}
              {verdict.correct ? t('levelQuiz.player.correct') : t('levelQuiz.player.incorrect')}
            </p>
            {!verdict.correct && rightAnswer ? (
              <p>{t('levelQuiz.player.correctAnswerIs', { answer: rightAnswer })}</p>
            ) : null}
            {verdict.explanation ? (
              <p className="text-muted-foreground">
                {content.text(verdict.explanation, verdict.localizedExplanation)}
              </p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {!autoAdvance
                ? t('levelQuiz.player.continueWhenReady')
                : isLast
                  ? t('levelQuiz.player.resultsSoon')
                  : t('levelQuiz.player.nextSoon')}
            </p>
          </div>
        ) : null}
      </div>

      <div className="flex justify-end">
        {phase === 'revealing' && !autoAdvance ? (
          <Button ref={continueRef} size="lg" onClick={game.next}>
            {t('levelQuiz.player.continue')}
          </Button>
        ) : (
          <Button
            size="lg"
            onClick={() => game.submit()}
            disabled={!game.isAnswerReady || phase !== 'answering'}
          >
            {phase === 'checking' ? t('levelQuiz.player.checking') : t('levelQuiz.player.confirm')}
          </Button>
        )}
      </div>
    </Card>
  );
}

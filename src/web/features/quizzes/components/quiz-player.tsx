import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayableQuiz, QuizResult } from '../../../../shared/contracts/quiz-play.ts';
import {
  ANSWER_REVEAL_MS,
  cefrLabel,
  countCorrectAnswers,
  passMarkFor,
} from '../../../../shared/domain/quiz-rules.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useCompleteQuiz } from '../api/complete-quiz.ts';
import { useQuiz } from '../api/get-quiz.ts';
import { QuizNotice } from './quiz-notice.tsx';
import { QuizResultCard } from './quiz-result.tsx';

/** Loads one quiz and plays it; load failures read as SPEC §8 says. */
export function QuizPlayer({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const query = useQuiz(quizId);

  if (query.isPending) return <Spinner className="py-24" />;
  if (query.isError) {
    const error = query.error;
    const isUnavailable = error instanceof ApiError && [403, 404].includes(error.status);
    return (
      <QuizNotice
        title={isUnavailable ? t('levelQuiz.player.unavailableTitle') : t('levelQuiz.player.loadErrorTitle')}
      >
        {describeError(error, error.message || t('levelQuiz.player.unavailableText'))}
      </QuizNotice>
    );
  }
  const quiz = query.data.quiz;
  if (quiz.questions.length === 0) {
    return (
      <QuizNotice title={t('levelQuiz.player.unavailableTitle')}>
        {t('levelQuiz.player.noQuestions')}
      </QuizNotice>
    );
  }
  return <QuizGame quiz={quiz} />;
}

type Phase = 'answering' | 'revealing' | 'finished';

function QuizGame({ quiz }: { quiz: PlayableQuiz }) {
  const { t } = useTranslation();
  const completeQuiz = useCompleteQuiz();
  const [index, setIndex] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [answers, setAnswers] = useState<number[]>([]);
  const [phase, setPhase] = useState<Phase>('answering');
  const [savedResult, setSavedResult] = useState<QuizResult | null>(null);
  const total = quiz.questions.length;
  const question = quiz.questions[index]!;
  const isLast = index === total - 1;

  function finish(finalAnswers: number[]) {
    setPhase('finished');
    completeQuiz.mutate(
      { quizId: quiz.id, language: quiz.language, level: quiz.level, answers: finalAnswers },
      {
        onSuccess: ({ result }) => {
          setSavedResult(result);
          announce(result.score, result.total, result.passed);
        },
        // Only one toast shows at a time: a failed save is what the learner must know about.
        onError: () => toast({ variant: 'destructive', title: t('levelQuiz.player.saveError') }),
      },
    );
  }

  function announce(score: number, outOf: number, passed: boolean) {
    toast(
      passed
        ? {
            variant: 'success',
            title: t('levelQuiz.player.passToastTitle'),
            description: t('levelQuiz.player.passToastText', { score, total: outOf }),
          }
        : {
            title: t('levelQuiz.player.failToastTitle'),
            description: t('levelQuiz.player.failToastText', { passMark: passMarkFor(outOf), total: outOf }),
          },
    );
  }

  const advance = useEffectEvent(() => {
    if (index + 1 >= total) {
      finish(answers);
    } else {
      setIndex(index + 1);
      setSelected(null);
      setPhase('answering');
    }
  });

  // The 2-second reveal, then the next question or the end.
  useEffect(() => {
    if (phase !== 'revealing') return;
    const timer = setTimeout(advance, ANSWER_REVEAL_MS);
    return () => clearTimeout(timer);
  }, [phase, index]);

  function confirm() {
    if (selected === null || phase !== 'answering') return;
    setAnswers([...answers, selected]);
    setPhase('revealing');
  }

  function restart() {
    setIndex(0);
    setSelected(null);
    setAnswers([]);
    setSavedResult(null);
    setPhase('answering');
    completeQuiz.reset();
  }

  if (phase === 'finished') {
    const score = savedResult?.score ?? countCorrectAnswers(quiz.questions, answers);
    return (
      <QuizResultCard
        quiz={quiz}
        score={score}
        total={savedResult?.total ?? total}
        isSaving={completeQuiz.isPending}
        onRestart={restart}
      />
    );
  }

  const isRevealing = phase === 'revealing';
  const answeredCount = answers.length;
  const isCorrect = isRevealing && answers[index] === question.correctAnswer;

  return (
    <Card className="grid gap-6 p-6">
      <header className="grid gap-3">
        <p className="text-sm font-medium text-muted-foreground">
          {t('levelQuiz.player.level', { level: quiz.level, cefr: cefrLabel(quiz.level) })}
        </p>
        <h1 className="text-2xl font-bold">{quiz.title}</h1>
        <p className="text-muted-foreground">{quiz.description}</p>
        <div className="flex items-center justify-between text-sm">
          <span>{t('levelQuiz.player.questionOf', { current: index + 1, total })}</span>
          <span className="text-muted-foreground">{Math.round((answeredCount / total) * 100)}%</span>
        </div>
        <Progress value={(answeredCount / total) * 100} aria-label={t('levelQuiz.player.progressLabel')} />
      </header>

      <QuestionForm
        key={index}
        question={question}
        selected={selected}
        isRevealing={isRevealing}
        onSelect={setSelected}
      />

      <div aria-live="polite" className="min-h-6">
        {isRevealing ? (
          <div
            className={cn(
              'grid gap-1 rounded-lg border p-4',
              isCorrect ? 'border-success/50 bg-success/10' : 'border-destructive/50 bg-destructive/10',
            )}
          >
            <p className="flex items-center gap-2 font-semibold">
              {isCorrect ? (
                <CheckCircle2 className="size-5 text-success" aria-hidden />
              ) : (
                <XCircle className="size-5 text-destructive" aria-hidden />
              )}
              {isCorrect ? t('levelQuiz.player.correct') : t('levelQuiz.player.incorrect')}
            </p>
            {!isCorrect ? (
              <p>
                {t('levelQuiz.player.correctAnswerIs', { answer: question.options[question.correctAnswer] })}
              </p>
            ) : null}
            {question.explanation ? <p className="text-muted-foreground">{question.explanation}</p> : null}
            <p className="text-xs text-muted-foreground">
              {isLast ? t('levelQuiz.player.resultsSoon') : t('levelQuiz.player.nextSoon')}
            </p>
          </div>
        ) : null}
      </div>

      <div className="flex justify-end">
        <Button size="lg" onClick={confirm} disabled={selected === null || isRevealing}>
          {t('levelQuiz.player.confirm')}
        </Button>
      </div>
    </Card>
  );
}

function QuestionForm({
  question,
  selected,
  isRevealing,
  onSelect,
}: {
  question: PlayableQuiz['questions'][number];
  selected: number | null;
  isRevealing: boolean;
  onSelect: (option: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-xl font-semibold">{question.question}</legend>
      <p className="sr-only">{t('levelQuiz.player.choose')}</p>
      {question.options.map((option, optionIndex) => {
        const isSelected = selected === optionIndex;
        const isRight = isRevealing && optionIndex === question.correctAnswer;
        const isWrongPick = isRevealing && isSelected && !isRight;
        return (
          <label
            key={optionIndex}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 px-4 py-3 transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              isSelected && !isRevealing && 'border-primary bg-accent',
              isRight && 'border-success bg-success/10',
              isWrongPick && 'border-destructive bg-destructive/10',
              isRevealing && 'cursor-default',
            )}
          >
            <input
              type="radio"
              name={name}
              value={optionIndex}
              checked={isSelected}
              disabled={isRevealing}
              onChange={() => onSelect(optionIndex)}
              className="size-4 accent-[var(--color-primary)]"
            />
            <span className="flex-1">{option}</span>
            {isRight ? (
              <span className="flex items-center gap-1 text-sm font-medium text-success">
                <CheckCircle2 className="size-5" aria-hidden />
                {t('levelQuiz.player.correctMark')}
              </span>
            ) : null}
            {isWrongPick ? (
              <span className="flex items-center gap-1 text-sm font-medium text-destructive">
                <XCircle className="size-5" aria-hidden />
                {t('levelQuiz.player.yourWrongAnswer')}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}

import { CheckCircle2, GraduationCap, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { QuizProgress, QuizSummary } from '../../../../shared/contracts/quiz-play.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { cefrLabel } from '../../../../shared/domain/quiz-rules.ts';
import { EmptyState, QueryStates, type QueryState } from '../../../components/query-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAvailableQuizzes } from '../api/get-available-quizzes.ts';
import { useQuizProgress } from '../api/get-quiz-progress.ts';
import { Flag } from '../../../components/flag.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';

export function quizHref(quiz: Pick<QuizSummary, 'id' | 'language' | 'level'>) {
  return `/quiz?language=${quiz.language}&level=${quiz.level}&quizId=${quiz.id}`;
}

/**
 * Dashboard section "Level Practice Quiz": quizzes by language, sorted by level. Whether a quiz is open and
 * passed is the server's verdict, shown as given (docs/decisions/108).
 */
export function QuizSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const quizzes = useAvailableQuizzes();
  const progress = useQuizProgress();

  // The list and the learner's best scores load together and show together.
  const both: QueryState<{ quizzes: QuizSummary[]; progress: QuizProgress[] }> = {
    isPending: quizzes.isPending || progress.isPending,
    isError: quizzes.isError || progress.isError,
    error: quizzes.error ?? progress.error,
    data:
      quizzes.data && progress.data
        ? { quizzes: quizzes.data.quizzes, progress: progress.data.progress }
        : undefined,
    refetch: () => Promise.all([quizzes.refetch(), progress.refetch()]),
  };
  const body = (
    <QueryStates
      query={both}
      loadError={{ messageKey: 'levelQuiz.section.loadError', retryLabelKey: 'levelQuiz.section.retry' }}
      isEmpty={(data) => data.quizzes.length === 0}
      empty={
        <EmptyState
          icon={<GraduationCap className="mb-2 size-10 text-muted-foreground" aria-hidden />}
          title={t('levelQuiz.section.emptyTitle')}
          description={t('levelQuiz.section.emptyDescription')}
        />
      }
    >
      {(data) => {
        const progressByQuiz = new Map(data.progress.map((entry) => [entry.quizId, entry]));
        return (
          <div className="grid gap-8">
            {LANGUAGE_CODES.map((language) => {
              const ofLanguage = data.quizzes
                .filter((quiz) => quiz.language === language)
                .sort((a, b) => a.level - b.level || a.id - b.id);
              if (ofLanguage.length === 0) return null;
              return (
                <LanguageQuizzes
                  key={language}
                  language={language}
                  quizzes={ofLanguage}
                  progressByQuiz={progressByQuiz}
                />
              );
            })}
          </div>
        );
      }}
    </QueryStates>
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="text-2xl font-bold">
          {t('levelQuiz.section.title')}
        </h2>
        <p className="text-muted-foreground">{t('levelQuiz.section.description')}</p>
      </div>
      {body}
    </section>
  );
}

function LanguageQuizzes({
  language,
  quizzes,
  progressByQuiz,
}: {
  language: LanguageCode;
  quizzes: QuizSummary[];
  progressByQuiz: Map<number, QuizProgress>;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <span aria-hidden>
          <Flag language={language} />
        </span>
        {t(`languageNames.${language}`)}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-5">
        {quizzes.map((quiz) => (
          <li key={quiz.id} className="flex">
            <QuizCard quiz={quiz} progress={progressByQuiz.get(quiz.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuizCard({ quiz, progress }: { quiz: QuizSummary; progress: QuizProgress | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = useContentLanguage().quiz(quiz);
  const { isUnlocked, passed: isCompleted } = quiz;
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      className={`flex w-full flex-col gap-3 p-4 ${isUnlocked ? '' : 'bg-muted/60'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">
          {t('levelQuiz.section.level', { level: quiz.level, cefr: cefrLabel(quiz.level) })}
        </Badge>
        {isCompleted ? (
          <Badge variant="success">
            <CheckCircle2 className="size-3.5" aria-hidden />
            {t('levelQuiz.section.completed')}
          </Badge>
        ) : null}
        {!isUnlocked ? (
          <Badge variant="outline">
            <Lock className="size-3.5" aria-hidden />
            {t('levelQuiz.section.locked')}
          </Badge>
        ) : null}
      </div>
      <h4 id={titleId} className="font-semibold leading-snug">
        {shown.title}
      </h4>
      <p className="line-clamp-3 text-sm text-muted-foreground">{shown.description}</p>
      <p className="text-xs text-muted-foreground">
        {t('levelQuiz.section.questions', { count: quiz.questionCount })}
        {progress
          ? ` · ${t('levelQuiz.section.bestScore', { score: progress.bestScore, total: progress.total })}`
          : ''}
      </p>
      <div className="mt-auto pt-1">
        {isUnlocked ? (
          <Link
            href={quizHref(quiz)}
            className={buttonVariants({ variant: isCompleted ? 'outline' : 'default', className: 'w-full' })}
          >
            {isCompleted ? t('levelQuiz.section.practiceAgain') : t('levelQuiz.section.start')}
          </Link>
        ) : (
          <>
            <Button className="w-full" variant="secondary" disabled aria-describedby={`${titleId}-locked`}>
              <Lock aria-hidden />
              {t('levelQuiz.section.start')}
            </Button>
            <p id={`${titleId}-locked`} className="mt-2 text-xs text-muted-foreground">
              {t('levelQuiz.section.lockedHint', { level: quiz.level - 1 })}
            </p>
          </>
        )}
      </div>
    </Card>
  );
}

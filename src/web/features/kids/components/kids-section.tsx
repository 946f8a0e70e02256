import { CheckCircle2, Lock, Play, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { KidsLessonSummary } from '../../../../shared/contracts/quiz-play.ts';
import { MAX_STARS } from '../../../../shared/domain/kids-rules.ts';
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { EmptyState, QueryStates } from '../../../components/query-states.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { cn } from '../../../lib/cn.ts';
import { useKidsLessons } from '../api/get-kids-lessons.ts';
import { StarRating } from './star-rating.tsx';
import { Flag } from '../../../components/flag.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';

export function kidsLessonHref(lesson: KidsLessonSummary, sharesItsNumber: boolean) {
  const base = `/kids-lesson?language=${lesson.language}&lesson=${lesson.level}`;
  return sharesItsNumber ? `${base}&quizId=${lesson.id}` : base;
}

/**
 * Dashboard section "ABC For Kids": per language, stars, progress and the lessons in order. Which lessons
 * are open, completed and with how many stars is the server's verdict, shown as given (docs/decisions/108).
 */
export function KidsSection({
  languages = LANGUAGE_CODES,
}: {
  /** The languages shown: all three on the dashboard, the child's own in kid mode. */
  languages?: readonly LanguageCode[];
} = {}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold">
          {t('abcKids.section.title')}
          <span className="text-base font-medium text-muted-foreground">{t('abcKids.section.ages')}</span>
        </h2>
        <p className="text-muted-foreground">{t('abcKids.section.blurb')}</p>
      </div>
      <div className={cn('grid gap-4', languages.length > 1 && 'lg:grid-cols-3')}>
        {languages.map((language) => (
          <KidsLanguageCard key={language} language={language} />
        ))}
      </div>
    </section>
  );
}

function KidsLanguageCard({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const lessons = useKidsLessons(language);
  const { name } = LANGUAGES[language];
  const starTotal = lessons.data?.totalStars ?? 0;
  const percent = lessons.data?.progressPercent ?? 0;

  const body = (
    <QueryStates
      query={lessons}
      loadError={{ messageKey: 'abcKids.section.loadError', retryLabelKey: 'abcKids.section.retry' }}
      spinnerClassName="py-8"
      isEmpty={(data) => data.quizzes.length === 0}
      empty={
        <EmptyState
          title={t('abcKids.section.emptyTitle')}
          description={t('abcKids.section.emptyDescription')}
        />
      }
    >
      {(data) => {
        const sorted = [...data.quizzes].sort((a, b) => a.level - b.level || a.id - b.id);
        const countByLevel = new Map<number, number>();
        for (const lesson of sorted)
          countByLevel.set(lesson.level, (countByLevel.get(lesson.level) ?? 0) + 1);
        return (
          <ol className="grid gap-2">
            {sorted.map((lesson) => (
              <KidsLessonRow
                key={lesson.id}
                lesson={lesson}
                href={kidsLessonHref(lesson, (countByLevel.get(lesson.level) ?? 0) > 1)}
              />
            ))}
          </ol>
        );
      }}
    </QueryStates>
  );

  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          <span aria-hidden className="text-2xl">
            <Flag language={language} />
          </span>
          {name}
        </h3>
        <span
          className="flex items-center gap-1 text-sm font-semibold"
          data-testid={`kids-stars-${language}`}
        >
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
          {t('abcKids.section.stars', { count: starTotal })}
        </span>
      </div>
      <div className="grid gap-1">
        <div className="flex justify-between text-sm">
          <span className="text-muted-foreground" data-testid={`kids-progress-${language}`}>
            {t('abcKids.section.progress', { percent })}
          </span>
        </div>
        <Progress value={percent} aria-label={t('abcKids.section.progressLabel', { language: name })} />
      </div>
      {body}
    </Card>
  );
}

function KidsLessonRow({ lesson, href }: { lesson: KidsLessonSummary; href: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = useContentLanguage().quiz(lesson);
  const { isUnlocked, passed: isCompleted } = lesson;
  return (
    <li
      className={cn(
        // On a phone the button wraps under the title rather than widen the page.
        'flex flex-wrap items-center gap-3 rounded-lg border p-3',
        isCompleted && 'border-success/40 bg-success/5',
        !isUnlocked && 'bg-muted/60 text-muted-foreground',
      )}
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
      >
        {lesson.level}
      </span>
      <div className="min-w-36 flex-1">
        <p id={titleId} className="truncate font-medium">
          <span className="sr-only">{t('abcKids.section.lesson', { level: lesson.level })}: </span>
          {shown.title}
        </p>
        {isCompleted ? (
          <p className="flex flex-wrap items-center gap-1 text-xs">
            <CheckCircle2 className="size-3.5 text-success" aria-hidden />
            <span>{t('abcKids.section.completed')}</span>
            <StarMarkers stars={lesson.stars} />
          </p>
        ) : !isUnlocked ? (
          <p className="flex items-center gap-1 text-xs">
            <Lock className="size-3.5" aria-hidden />
            {t('abcKids.section.locked')}
            <span className="sr-only"> — {t('abcKids.section.lockedHint')}</span>
          </p>
        ) : null}
      </div>
      {isUnlocked ? (
        <Link
          href={href}
          className={buttonVariants({ size: 'sm', variant: isCompleted ? 'outline' : 'default' })}
          aria-describedby={titleId}
        >
          <Play aria-hidden />
          {isCompleted ? t('abcKids.section.playAgain') : t('abcKids.section.play')}
        </Link>
      ) : (
        <Button size="sm" variant="secondary" disabled aria-describedby={titleId}>
          <Lock aria-hidden />
          {t('abcKids.section.play')}
        </Button>
      )}
    </li>
  );
}

/** The lesson's best stars, and "2/3" beside them. */
function StarMarkers({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <span className="ml-1 inline-flex items-center gap-1">
      <StarRating stars={stars} size="small" label={t('abcKids.section.starsOutOf', { stars })} />
      <span aria-hidden>{`${stars}/${MAX_STARS}`}</span>
    </span>
  );
}

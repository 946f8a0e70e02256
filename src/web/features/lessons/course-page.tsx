import { CheckCircle2, Lock, Play, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import type { CourseMap } from '../../../shared/contracts/lessons.ts';
import { CEFR_LEVEL_CODES } from '../../../shared/contracts/placement.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { QueryStates } from '../../components/query-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { describeError } from '../../lib/api-client.ts';
import { useCourseMap, useStartLesson } from './api/course.ts';
import { useLocalized } from './components/localized.ts';

function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center" role="img" aria-label={t('lessons.done.stars', { count })}>
      {[1, 2, 3].map((star) => (
        <Star
          key={star}
          aria-hidden
          className={`size-4 ${star <= count ? 'fill-yellow-400 text-yellow-500' : 'text-muted-foreground'}`}
        />
      ))}
    </span>
  );
}

function CourseMapView({ map }: { map: CourseMap }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const [, navigate] = useLocation();
  const start = useStartLesson();
  // Placed above what the course has written so far: it says so, and free conversation and quizzes fit better.
  const placedAbove =
    map.placedLevel !== null &&
    CEFR_LEVEL_CODES.indexOf(map.placedLevel) > CEFR_LEVEL_CODES.indexOf(map.courseReaches);
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle level={2}>
            {map.placedLevel
              ? t('lessons.map.placed', { level: map.placedLevel })
              : t('lessons.map.notPlaced')}
          </CardTitle>
          <CardDescription>
            {t('lessons.map.progress', {
              done: map.progress.done,
              total: map.progress.total,
              level: map.progress.level,
            })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <progress
            className="h-2 w-full"
            value={map.progress.done}
            max={Math.max(1, map.progress.total)}
            aria-label={t('lessons.map.progressLabel', { level: map.progress.level })}
          />
          {placedAbove ? (
            <p role="note">{t('lessons.map.courseReaches', { level: map.courseReaches })}</p>
          ) : null}
          {map.placedLevel === null ? (
            <Link
              href={`/placement/${map.language}`}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('lessons.map.placeFirst')}
            </Link>
          ) : null}
        </CardContent>
      </Card>
      {start.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(start.error, t('lessons.startFailed'))}
        </p>
      ) : null}
      {map.units.map((unit, unitIndex) => (
        <section key={unit.id} aria-labelledby={`unit-${unit.id}`} className="grid gap-3">
          <div>
            <h2 id={`unit-${unit.id}`} className="text-xl font-semibold">
              {t('lessons.map.unit', { level: unit.level, n: unitIndex + 1 })} · {local(unit.title)}
            </h2>
            <p className="text-sm text-muted-foreground">{local(unit.canDo)}</p>
          </div>
          <ol className="grid gap-2">
            {unit.lessons.map((lesson) => (
              <li
                key={lesson.id}
                data-testid={`lesson-${lesson.id}`}
                data-state={lesson.state}
                className={`flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 ${lesson.state === 'next' ? 'border-primary' : ''}`}
              >
                <div className="grid gap-0.5">
                  <span className="flex items-center gap-2 font-medium">
                    {lesson.state === 'done' ? (
                      <CheckCircle2 aria-hidden className="size-4 text-green-600" />
                    ) : lesson.state === 'locked' ? (
                      <Lock aria-hidden className="size-4 text-muted-foreground" />
                    ) : null}
                    {local(lesson.title)}
                    <span className="sr-only"> · {t(`lessons.state.${lesson.state}`)}</span>
                  </span>
                  <span className="text-sm text-muted-foreground">{local(lesson.objective)}</span>
                </div>
                <div className="flex items-center gap-3">
                  {lesson.state === 'done' ? <Stars count={lesson.stars} /> : null}
                  {lesson.state === 'locked' ? null : (
                    <Button
                      size="sm"
                      variant={lesson.state === 'next' ? 'default' : 'outline'}
                      disabled={start.isPending}
                      onClick={() =>
                        start.mutate(lesson.id, { onSuccess: (run) => navigate(`/lessons/runs/${run.id}`) })
                      }
                    >
                      <Play aria-hidden />
                      {t(lesson.state === 'done' ? 'lessons.map.replay' : 'lessons.map.start')}
                      <span className="sr-only"> {local(lesson.title)}</span>
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function LanguageCourse({ language }: { language: LanguageCode }) {
  const query = useCourseMap(language);
  return (
    <QueryStates
      query={query}
      loadError={{ messageKey: 'lessons.loadFailed', retryLabelKey: 'lessons.retry' }}
    >
      {(map) => <CourseMapView map={map} />}
    </QueryStates>
  );
}

/** `/course/:language`: the guided course's units and lessons with their state (decision 195). */
export default function CoursePage({ user }: { user: User }) {
  const { t } = useTranslation();
  const params = useParams<{ language?: string }>();
  const language = isLanguageCode(params.language) ? params.language : null;
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-3xl font-bold">
            {language
              ? t('lessons.map.title', { language: t(`languageNames.${language}`) })
              : t('lessons.map.chooseTitle')}
          </h1>
        </div>
        <nav aria-label={t('lessons.map.languages')} className="flex flex-wrap gap-2">
          {LANGUAGE_CODES.map((code) => (
            <Link
              key={code}
              href={`/course/${code}`}
              aria-current={code === language ? 'page' : undefined}
              className={`rounded-md border px-3 py-1 text-sm ${code === language ? 'border-primary font-semibold' : ''}`}
            >
              {t(`languageNames.${code}`)}
            </Link>
          ))}
        </nav>
        {language ? <LanguageCourse key={language} language={language} /> : null}
      </div>
    </SignedInLayout>
  );
}

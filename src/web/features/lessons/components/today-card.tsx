import { BookOpen, MessageCircle, Repeat, Target } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { DAILY_GOALS, type Today } from '../../../../shared/contracts/lessons.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useSetDailyGoal, useStartLesson, useToday } from '../api/course.ts';
import { useLocalized } from './localized.ts';

const OFFER_DISMISSED_KEY = 'linguacoach.placementOfferSkipped';

/**
 * A learner with no level in the plan's language is offered the placement test first (skippable: the
 * course then starts at A1). Skipping is remembered on this device.
 */
function PlacementOffer({ language }: { language: LanguageCode }) {
  const { t } = useTranslation();
  const [skipped, setSkipped] = useState(() => {
    try {
      return window.localStorage.getItem(OFFER_DISMISSED_KEY)?.split(',').includes(language) ?? false;
    } catch {
      return false;
    }
  });
  const name = t(`languageNames.${language}`);
  if (skipped)
    return (
      <Link
        href={`/placement/${language}`}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('today.placeFirst', { language: name })}
      </Link>
    );
  return (
    <div
      className="grid gap-2 rounded-md border border-primary/40 bg-primary/5 p-3"
      data-testid="placement-offer"
    >
      <p className="font-medium">{t('today.offer.title', { language: name })}</p>
      <p className="text-sm text-muted-foreground">{t('today.offer.body')}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={`/placement/${language}`} className={buttonVariants({ size: 'sm' })}>
          {t('today.offer.take')}
        </Link>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            try {
              const known = window.localStorage.getItem(OFFER_DISMISSED_KEY)?.split(',') ?? [];
              window.localStorage.setItem(OFFER_DISMISSED_KEY, [...known, language].join(','));
            } catch {
              // Storage refused: the offer is skipped for this visit only.
            }
            setSkipped(true);
          }}
        >
          {t('today.offer.skip')}
        </Button>
      </div>
    </div>
  );
}

function Plan({ today }: { today: Today }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const [, navigate] = useLocation();
  const start = useStartLesson();
  const goal = useSetDailyGoal();
  const reached = today.minutesToday >= today.goalMinutes;
  return (
    <div className="grid gap-4">
      {today.placedLevel === null ? <PlacementOffer language={today.language} /> : null}
      <ol className="grid gap-3">
        <li className="flex flex-wrap items-center justify-between gap-2" data-testid="today-reviews">
          <span className="flex items-center gap-2">
            <Repeat aria-hidden className="size-4" />
            {today.dueReviews > 0 ? t('today.reviews', { count: today.dueReviews }) : t('today.noReviews')}
          </span>
          {today.dueReviews > 0 ? (
            <Link href="/review" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              {t('today.review')}
            </Link>
          ) : null}
        </li>
        <li className="flex flex-wrap items-center justify-between gap-2" data-testid="today-lesson">
          <span className="flex items-center gap-2">
            <BookOpen aria-hidden className="size-4" />
            {today.nextLesson
              ? t('today.nextLesson', {
                  lesson: local(today.nextLesson.title),
                  unit: local(today.nextLesson.unitTitle),
                })
              : t('today.courseDone')}
          </span>
          {today.nextLesson ? (
            <Button
              size="sm"
              disabled={start.isPending}
              onClick={() =>
                start.mutate(today.nextLesson!.id, {
                  onSuccess: (run) => navigate(`/lessons/runs/${run.id}`),
                })
              }
            >
              {t('today.startLesson')}
            </Button>
          ) : null}
        </li>
        <li className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2">
            <MessageCircle aria-hidden className="size-4" />
            {today.conversationTheme
              ? t('today.conversation', { theme: local(today.conversationTheme.title) })
              : t('today.freeConversation')}
          </span>
          <Link
            href={
              today.conversationTheme
                ? `/conversation?language=${today.language}&unit=${today.conversationTheme.unit}`
                : '/conversation'
            }
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            {t('today.talk')}
          </Link>
        </li>
      </ol>
      {start.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(start.error, t('today.startFailed'))}
        </p>
      ) : null}
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex items-center gap-2 font-medium" data-testid="today-goal">
            <Target aria-hidden className="size-4" />
            {t(reached ? 'today.goalReached' : 'today.goalProgress', {
              minutes: today.minutesToday,
              goal: today.goalMinutes,
            })}
          </span>
          <label className="flex items-center gap-2 text-sm">
            {t('today.dailyGoal')}
            <select
              className="rounded-md border bg-background px-2 py-1"
              value={today.goalMinutes}
              disabled={goal.isPending}
              onChange={(event) => goal.mutate(Number(event.target.value) as (typeof DAILY_GOALS)[number])}
            >
              {DAILY_GOALS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('today.minutes', { count: minutes })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <progress
          className="h-2 w-full"
          value={Math.min(today.minutesToday, today.goalMinutes)}
          max={today.goalMinutes}
          aria-label={t('today.goalLabel')}
        />
      </div>
    </div>
  );
}

/** Today (decision 196): what to do now, in order — due reviews, the next lesson, a conversation — and the day's goal. */
export function TodayCard() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<LanguageCode | undefined>(undefined);
  const today = useToday(language);
  const shown = today.data?.language ?? language;
  return (
    <Card data-testid="today">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2}>{t('today.title')}</CardTitle>
        <div role="group" aria-label={t('today.language')} className="flex flex-wrap gap-1">
          {LANGUAGE_CODES.map((code) => (
            <Button
              key={code}
              size="sm"
              variant={code === shown ? 'default' : 'ghost'}
              aria-pressed={code === shown}
              onClick={() => setLanguage(code)}
            >
              {t(`languageNames.${code}`)}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {today.data ? (
          <Plan today={today.data} />
        ) : today.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(today.error, t('today.loadFailed'))}
          </p>
        ) : (
          // The plan's usual height is kept while it loads, so the sections below do not jump when it
          // arrives (Lighthouse counted that shift as the dashboard's largest cost).
          <p className="min-h-[32.5rem] text-sm sm:min-h-[20rem] text-muted-foreground">
            {t('today.loading')}
          </p>
        )}
        <Link
          href={`/course/${shown ?? 'english'}`}
          className="mt-3 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('today.courseMap')}
        </Link>
      </CardContent>
    </Card>
  );
}

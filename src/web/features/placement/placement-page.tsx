import { ArrowRight, GraduationCap, MessageCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import {
  CEFR_LEVEL_CODES,
  type PlacementItemView,
  type PlacementResult,
  type PlacementState,
} from '../../../shared/contracts/placement.ts';
import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { FocusedHeading } from '../../components/focused-heading.tsx';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { describeError } from '../../lib/api-client.ts';
import { ItemAudio } from '../quizzes/components/item-audio.tsx';
import { placementAudioUrl, useAnswerPlacement, useStartPlacement } from './api/placement-test.ts';
import { PlacedLevels } from './components/placement-card.tsx';

/** How many level quizzes a level opens: A1 → 1 … C1 → 5 (docs/decisions/190). */
export function openQuizLevels(level: PlacementResult['level']): number {
  return CEFR_LEVEL_CODES.indexOf(level) + 1;
}

function Intro({
  language,
  onStarted,
}: {
  language: LanguageCode;
  onStarted: (state: PlacementState) => void;
}) {
  const { t } = useTranslation();
  const start = useStartPlacement();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>
          {t('placement.languageHeading', { language: t(`languageNames.${language}`) })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid list-disc gap-1 pl-5">
          <li>{t('placement.intro.items')}</li>
          <li>{t('placement.intro.time')}</li>
          <li>{t('placement.intro.unknown')}</li>
          <li>{t('placement.intro.levels')}</li>
        </ul>
        {start.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(start.error, t('placement.startFailed'))}
          </p>
        ) : null}
        <div>
          <Button
            size="lg"
            disabled={start.isPending}
            onClick={() => start.mutate(language, { onSuccess: onStarted })}
          >
            {start.isPending ? t('placement.starting') : t('placement.start')}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Item({
  state,
  item,
  onAnswered,
}: {
  state: PlacementState;
  item: PlacementItemView;
  onAnswered: (next: PlacementState) => void;
}) {
  const { t } = useTranslation();
  const answer = useAnswerPlacement(state.testId);
  const send = (choice: number | 'unknown') =>
    answer.mutate({ itemId: item.id, choice }, { onSuccess: onAnswered });
  const questionId = `placement-question-${item.id}`;
  return (
    <Card>
      <CardHeader>
        <FocusedHeading focusKey={item.id}>
          {t('placement.progress', { n: state.answered + 1, max: state.maxItems })}
        </FocusedHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        {item.skill === 'listening' ? (
          <ItemAudio
            key={item.id}
            src={placementAudioUrl(state.testId)}
            label={t('placement.play')}
            errorText={t('placement.audioFailed')}
            className="items-start"
          />
        ) : null}
        {item.passage ? (
          <blockquote className="whitespace-pre-line rounded-md border-l-4 bg-muted p-4">
            {item.passage}
          </blockquote>
        ) : null}
        <p id={questionId} className="text-lg font-medium">
          {item.question}
        </p>
        <div role="group" aria-labelledby={questionId} className="grid gap-2">
          {item.options.map((option, index) => (
            <Button
              key={`${item.id}-${index}`}
              variant="outline"
              className="h-auto min-h-11 justify-start whitespace-normal py-2 text-left"
              disabled={answer.isPending}
              onClick={() => send(index)}
            >
              {option}
            </Button>
          ))}
        </div>
        <div>
          <Button variant="secondary" disabled={answer.isPending} onClick={() => send('unknown')}>
            {t('placement.unknownAnswer')}
          </Button>
        </div>
        {answer.isPending ? <p className="text-sm text-muted-foreground">{t('placement.sending')}</p> : null}
        {answer.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(answer.error, t('placement.answerFailed'))}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Result({
  language,
  result,
  onRetake,
}: {
  language: LanguageCode;
  result: PlacementResult;
  onRetake: () => void;
}) {
  const { t } = useTranslation();
  const level = result.level;
  return (
    <Card>
      <CardHeader>
        <FocusedHeading focusKey={`result-${result.finishedAt}`}>
          {t('placement.result.heading', { level })} · {t(`placement.levels.${level}.name`)}
        </FocusedHeading>
        <p role="status" className="sr-only">
          {t('placement.result.announce', { language: t(`languageNames.${language}`), level })}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <h3 className="font-semibold">{t('placement.result.canDo')}</h3>
          <p>{t(`placement.levels.${level}.canDo`)}</p>
        </div>
        <div>
          <h3 className="font-semibold">{t('placement.result.notYet')}</h3>
          <p>{t(`placement.levels.${level}.notYet`)}</p>
        </div>
        <p className="font-medium">{t('placement.result.quizzesOpen', { n: openQuizLevels(level) })}</p>
        <div className="flex flex-wrap gap-3">
          <Link href="/dashboard" className={buttonVariants()}>
            <GraduationCap aria-hidden />
            {t('placement.result.quizzes')}
          </Link>
          <Link href="/conversation" className={buttonVariants({ variant: 'outline' })}>
            <MessageCircle aria-hidden />
            {t('placement.result.practice')}
          </Link>
          <Button variant="ghost" onClick={onRetake}>
            <RotateCcw aria-hidden />
            {t('placement.result.retake')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** One placement test in `language`: the intro, one item at a time, then the level. */
export function PlacementTest({ language }: { language: LanguageCode }) {
  const [state, setState] = useState<PlacementState | null>(null);
  if (!state) return <Intro language={language} onStarted={setState} />;
  if (state.result)
    return <Result language={language} result={state.result} onRetake={() => setState(null)} />;
  if (!state.item) return <Intro language={language} onStarted={setState} />;
  return <Item key={state.item.id} state={state} item={state.item} onAnswered={setState} />;
}

/** `/placement` chooses the language; `/placement/:language` runs the test (docs/decisions/190). */
export default function PlacementPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const params = useParams<{ language?: string }>();
  const language = isLanguageCode(params.language) ? params.language : null;
  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-3xl gap-6">
        <div>
          <h1 className="text-3xl font-bold">{t('placement.title')}</h1>
          {language ? null : <p className="mt-1 text-muted-foreground">{t('placement.chooseLanguage')}</p>}
        </div>
        {language ? (
          <PlacementTest key={language} language={language} />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('placement.card.heading')}</CardTitle>
              <CardDescription>{t('placement.card.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <PlacedLevels languages={LANGUAGE_CODES} />
            </CardContent>
          </Card>
        )}
      </div>
    </SignedInLayout>
  );
}

import { CheckCircle2, Lock, SearchX, Star, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { KidsLessonResult, QuizAttempt } from '../../../../shared/contracts/quiz-play.ts';
import { DEFAULT_QUESTION_EMOJI } from '../../../../shared/domain/kids-rules.ts';
import { LANGUAGES } from '../../../../shared/domain/languages.ts';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { FullPageSpinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError, describeError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { itemAudioUrl } from '../../quizzes/api/quiz-attempts.ts';
import { ItemAudio } from '../../quizzes/components/item-audio.tsx';
import { useQuizGame } from '../../quizzes/use-quiz-game.ts';
import { useCompleteKidsAttempt, useKidsAttempt } from '../api/kids-attempts.ts';
import { ReadAloudButton, SpeakButton } from './read-aloud-button.tsx';
import { StarRating } from './star-rating.tsx';
import { useContentLanguage } from '../../../lib/content-language.ts';

const LETTERS = 'ABCDEFGH';
/**
 * An option's picture: large, in a colour emoji font first, so that no picture falls back to a plain
 * text glyph of another font and stands out from the other three.
 */
const PICTURE_CLASS =
  "font-['Apple_Color_Emoji','Segoe_UI_Emoji','Noto_Color_Emoji',sans-serif] text-6xl leading-none sm:text-7xl";
/** The voice of each interface language, for the words the child reads in their own language. */
const INTERFACE_SPEECH_TAG: Record<string, string> = {
  en: LANGUAGES.english.speechTag,
  es: LANGUAGES.spanish.speechTag,
  fr: LANGUAGES.french.speechTag,
};
/** Kids content is written for Spanish-speaking children (decision 202); other languages are added. */
const WRITTEN_SPEECH_TAG = LANGUAGES.spanish.speechTag;

/**
 * The voice a text is read in: the interface's when it is shown in the child's language, Spanish when it
 * is the Spanish original of a text localized elsewhere, else the lesson's language (the material taught).
 */
function speechTagOf(shownLocalized: boolean, localizedElsewhere: boolean, language: string, taught: string) {
  if (shownLocalized) return INTERFACE_SPEECH_TAG[language] ?? taught;
  return localizedElsewhere ? WRITTEN_SPEECH_TAG : taught;
}

export function KidsLessonPlayer({
  language,
  lesson,
  quizId,
}: {
  language: string;
  lesson: string;
  quizId: string | null;
}) {
  const { t } = useTranslation();
  const query = useKidsAttempt({ language, lesson, quizId });

  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) {
    const code = query.error instanceof ApiError ? query.error.code : undefined;
    if (code === 'FORBIDDEN') {
      return (
        <KidsNotice
          icon={<Lock className="size-14 text-muted-foreground" aria-hidden />}
          title={t('abcKids.player.lockedTitle')}
        >
          {t('abcKids.player.lockedText')}
        </KidsNotice>
      );
    }
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST' || code === 'VALIDATION_FAILED') {
      return (
        <KidsNotice
          icon={<SearchX className="size-14 text-muted-foreground" aria-hidden />}
          title={t('abcKids.player.notFoundTitle')}
        >
          {t('abcKids.player.notFoundText')}
        </KidsNotice>
      );
    }
    return (
      <KidsNotice
        icon={<XCircle className="size-14 text-destructive" aria-hidden />}
        title={t('abcKids.player.loadErrorTitle')}
        onRetry={() => void query.refetch()}
      >
        {describeError(query.error, query.error.message)}
      </KidsNotice>
    );
  }
  const attempt = query.data.attempt;
  if (attempt.items.length === 0) {
    return (
      <KidsNotice
        icon={<SearchX className="size-14 text-muted-foreground" aria-hidden />}
        title={t('abcKids.player.notFoundTitle')}
      >
        {t('abcKids.player.notFoundText')}
      </KidsNotice>
    );
  }
  return <KidsLessonGame attempt={attempt} />;
}

function KidsNotice({
  icon,
  title,
  children,
  onRetry,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center" role="alert">
      {icon}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-muted-foreground">{children}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/dashboard" className={cn(buttonVariants({ size: 'lg' }))}>
          {t('abcKids.player.back')}
        </Link>
        {onRetry ? (
          <Button size="lg" variant="outline" onClick={onRetry}>
            {t('abcKids.player.retry')}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function KidsLessonGame({ attempt }: { attempt: QuizAttempt }) {
  const { t } = useTranslation();
  const game = useQuizGame<KidsLessonResult>({
    attempt,
    completion: useCompleteKidsAttempt(),
    onAnswerError: (error) =>
      toast({
        variant: 'destructive',
        title: t('abcKids.player.answerError'),
        description: describeError(error, error.message),
      }),
    onCompleted: () =>
      toast({
        variant: 'success',
        title: t('abcKids.player.savedTitle'),
        description: t('abcKids.player.savedText'),
      }),
    onCompleteError: (error) =>
      toast({
        variant: 'destructive',
        title: t('abcKids.player.saveError', { message: describeError(error, error.message) }),
      }),
  });
  const { quiz } = attempt;
  const { item: question, index, total, isLast, verdict, score } = game;
  const content = useContentLanguage();
  const shown = content.quiz(quiz);
  const questionText = content.text(question.question, question.localizedQuestion);
  const options = content.text(question.options ?? [], question.localizedOptions);
  // Children who cannot read yet pick a picture; the word stays under it (decision 207).
  const pictures = question.pictures?.length === options.length ? question.pictures : undefined;
  const picked = typeof game.answer === 'number' ? game.answer : null;
  const hasPicked = game.phase !== 'answering';
  const answerSpeechTag = LANGUAGES[quiz.language].speechTag;
  const questionSpeechTag = speechTagOf(
    question.localizedQuestion?.[content.language as 'en'] !== undefined,
    question.localizedQuestion !== undefined,
    content.language,
    answerSpeechTag,
  );
  const optionsSpeechTag = speechTagOf(
    question.localizedOptions?.[content.language as 'en'] !== undefined,
    question.localizedOptions !== undefined,
    content.language,
    answerSpeechTag,
  );

  if (game.phase === 'finished') {
    return (
      <KidsResult
        title={shown.title}
        result={game.result}
        score={score}
        total={total}
        isSaving={game.isSaving}
      />
    );
  }

  const isCorrect = verdict?.correct === true;

  return (
    <Card className="grid gap-6 p-5 sm:p-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{shown.title}</h1>
        <p className="text-muted-foreground">{shown.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-2 text-base font-semibold">
          <span>{t('abcKids.player.questionOf', { current: index + 1, total })}</span>
          <span className="flex items-center gap-1">
            <Star className="size-5 fill-amber-400 text-amber-500" aria-hidden />
            {t('abcKids.player.score', { score })}
          </span>
        </div>
        <Progress
          value={(game.answeredCount / total) * 100}
          aria-label={t('abcKids.player.progressLabel')}
          className="h-3"
        />
      </header>

      <div className="grid justify-items-center gap-4 text-center">
        <span className="text-7xl leading-none sm:text-8xl">{question.emoji || DEFAULT_QUESTION_EMOJI}</span>
        {question.passage ? (
          <p
            aria-label={t('abcKids.player.passageLabel')}
            className="max-w-xl rounded-2xl bg-muted p-4 text-xl leading-relaxed"
          >
            {question.passage}
          </p>
        ) : null}
        <h2 className="text-2xl font-bold sm:text-3xl">{questionText}</h2>
        {question.hasAudio ? (
          <ItemAudio
            key={`audio-${index}`}
            src={itemAudioUrl(attempt.attemptId, question.itemIndex)}
            label={t('abcKids.player.listen')}
            errorText={t('abcKids.player.audioError')}
          />
        ) : null}
        <ReadAloudButton
          key={index}
          parts={[
            ...(question.passage ? [{ text: question.passage, lang: answerSpeechTag }] : []),
            { text: questionText, lang: questionSpeechTag },
            ...options.map((option) => ({ text: option, lang: optionsSpeechTag })),
          ]}
        />
      </div>

      <div role="group" aria-label={t('abcKids.player.optionsLabel')} className="grid gap-3 sm:grid-cols-2">
        {options.map((option, optionIndex) => {
          const isRight = verdict !== null && optionIndex === verdict.rightOption;
          const isWrongPick = verdict !== null && optionIndex === picked && !isRight;
          return (
            <div key={optionIndex} className="flex items-stretch gap-2">
              <button
                type="button"
                onClick={() => game.submit(optionIndex)}
                disabled={hasPicked}
                aria-pressed={optionIndex === picked}
                className={cn(
                  'flex min-h-20 flex-1 items-center gap-4 rounded-2xl border-4 bg-card p-4 text-left text-2xl font-semibold transition-colors',
                  'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  !hasPicked && 'hover:border-primary hover:bg-accent',
                  isRight && 'border-success bg-success/15',
                  isWrongPick && 'border-destructive bg-destructive/15',
                  hasPicked && !isRight && !isWrongPick && 'opacity-60',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-12 shrink-0 items-center justify-center rounded-full bg-secondary text-xl font-bold',
                    isRight && 'bg-success text-white',
                    isWrongPick && 'bg-destructive text-white',
                  )}
                >
                  {isRight ? (
                    <CheckCircle2 className="size-7" />
                  ) : isWrongPick ? (
                    <XCircle className="size-7" />
                  ) : (
                    LETTERS[optionIndex]
                  )}
                </span>
                <span className={cn('flex-1', pictures && 'grid justify-items-center gap-2 text-center')}>
                  {pictures ? (
                    <span aria-hidden className={PICTURE_CLASS} data-testid="option-picture">
                      {pictures[optionIndex]}
                    </span>
                  ) : null}
                  <span>
                    <span className="sr-only">{LETTERS[optionIndex]}: </span>
                    {option}
                    {isRight ? <span className="sr-only"> — {t('abcKids.player.correctMark')}</span> : null}
                    {isWrongPick ? <span className="sr-only"> — {t('abcKids.player.wrongMark')}</span> : null}
                  </span>
                </span>
              </button>
              {/* Every option can be heard on its own before the pick: ages 4–6 do not read yet. */}
              <SpeakButton
                text={option}
                lang={optionsSpeechTag}
                label={t('abcKids.player.listenOption', { letter: LETTERS[optionIndex] })}
              />
            </div>
          );
        })}
      </div>

      <div aria-live="polite">
        {verdict ? (
          <div
            className={cn(
              'grid gap-2 rounded-2xl border-2 p-5 text-center',
              isCorrect ? 'border-success/60 bg-success/10' : 'border-amber-500/60 bg-amber-500/10',
            )}
          >
            <p className="text-2xl font-bold">
              {isCorrect ? t('abcKids.player.correct') : t('abcKids.player.tryHarder')}
            </p>
            {!isCorrect && verdict.rightOption !== null ? (
              <p className="text-lg">
                {t('abcKids.player.correctAnswerIs', { answer: options[verdict.rightOption] })}
              </p>
            ) : null}
            {verdict.explanation ? (
              <p className="text-lg">{content.text(verdict.explanation, verdict.localizedExplanation)}</p>
            ) : null}
          </div>
        ) : null}
      </div>

      {verdict ? (
        <div className="flex justify-center">
          <Button size="lg" className="h-14 px-8 text-lg" onClick={game.next}>
            {isLast ? t('abcKids.player.results') : t('abcKids.player.next')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

/** The lesson's result: the stars are the server's, shown once it has scored the attempt. */
function KidsResult({
  title,
  result,
  score,
  total,
  isSaving,
}: {
  title: string;
  result: KidsLessonResult | null;
  score: number;
  total: number;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const finalScore = result?.score ?? score;
  const percent = Math.round((finalScore / total) * 100);
  return (
    <Card className="grid justify-items-center gap-5 p-8 text-center">
      <h1 className="text-3xl font-bold">{t('abcKids.player.resultTitle')}</h1>
      <p className="text-xl font-semibold">{title}</p>
      {result ? <StarsWon stars={result.stars} /> : null}
      <p className="text-lg">{t('abcKids.player.scoreLine', { score: finalScore, total })}</p>
      <p className="text-4xl font-bold">{t('abcKids.player.percent', { percent })}</p>
      {isSaving ? <p className="text-sm text-muted-foreground">{t('abcKids.player.saving')}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" className="h-14 px-8 text-lg" onClick={() => navigate('/dashboard')}>
          {t('abcKids.player.continue')}
        </Button>
        <Button
          size="lg"
          variant="outline"
          className="h-14 px-8 text-lg"
          onClick={() => window.location.reload()}
        >
          {t('abcKids.player.retryLesson')}
        </Button>
      </div>
    </Card>
  );
}

/** The server's stars for the attempt. */
function StarsWon({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <>
      <StarRating stars={stars} size="large" label={t('abcKids.player.starsOutOf', { stars })} />
      <p className="text-2xl font-bold">{t('abcKids.player.starsWon', { count: stars })}</p>
    </>
  );
}

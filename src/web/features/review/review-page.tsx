import { Check, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import type { ReviewAnswerResponse, ReviewPrompt } from '../../../shared/contracts/notebook.ts';
import { LANGUAGES, type LanguageCode } from '../../../shared/domain/languages.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate } from '../../lib/format.ts';
import { LanguageTabs, languageParam } from '../notebook/components/language-tabs.tsx';
import { useAnswerCard } from './api/answer-card.ts';
import { useDueCards } from './api/get-due-cards.ts';
import { useDueSummary } from './api/get-due-summary.ts';

function Verdict({ result }: { result: ReviewAnswerResponse }) {
  const { t } = useTranslation();
  const isCorrect = result.verdict === 'correct';
  if (result.verdict === 'hint') {
    return (
      <div
        role="status"
        data-testid="review-verdict"
        className="rounded-lg border border-primary/40 bg-primary/10 p-3 font-semibold"
      >
        {t(`review.hint.${result.miss === 'apostrophe' ? 'apostrophe' : 'accent'}`)}
      </div>
    );
  }
  return (
    <div
      role="status"
      data-testid="review-verdict"
      className={
        isCorrect
          ? 'rounded-lg border border-success/40 bg-success/10 p-3'
          : 'rounded-lg border border-destructive/40 bg-destructive/10 p-3'
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        {isCorrect ? <Check className="size-4" aria-hidden /> : <X className="size-4" aria-hidden />}
        {isCorrect ? t('review.correct') : result.miss ? t(`review.near.${result.miss}`) : t('review.wrong')}
      </p>
      {result.expected ? <p className="mt-1">{t('review.expected', { answer: result.expected })}</p> : null}
      {result.explanation ? <p className="mt-1 text-sm text-muted-foreground">{result.explanation}</p> : null}
      <p className="mt-1 text-xs text-muted-foreground">
        {t('review.nextDue', { date: formatDate(result.card.due) })}
      </p>
    </div>
  );
}

/** The card's prompt: a correction's mistake marked in its sentence, else the words alone. */
function Prompt({ card }: { card: ReviewPrompt }) {
  const { t } = useTranslation();
  const lang = LANGUAGES[card.language].speechTag;
  if (card.kind === 'correction' && card.sentence) {
    return (
      <>
        <p className="text-sm text-muted-foreground">{t('review.correctThisInSentence')}</p>
        <p className="text-2xl font-semibold break-words" lang={lang} data-testid="review-sentence">
          {card.sentence.before}
          <mark
            className="rounded bg-destructive/15 px-1 text-foreground underline decoration-destructive decoration-wavy underline-offset-4"
            data-testid="review-prompt"
          >
            {card.sentence.mistake}
          </mark>
          {card.sentence.after}
        </p>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {card.kind === 'own' ? t('review.fillTheGap') : t('review.correctThis')}
      </p>
      <p className="text-2xl font-semibold break-words" lang={lang} data-testid="review-prompt">
        {card.prompt}
      </p>
    </>
  );
}

function ReviewCard({ card, onNext }: { card: ReviewPrompt; onNext(): void }) {
  const { t } = useTranslation();
  const answer = useAnswerCard();
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const latest = answer.data;
  // A hint leaves the card ungraded: the learner edits the answer and checks it once more.
  const hinted = answer.variables?.afterHint === false && latest?.verdict === 'hint';
  const result = latest && latest.verdict !== 'hint' ? latest : undefined;

  useEffect(() => {
    if (result) next.current?.focus();
    else if (hinted) input.current?.focus();
  }, [result, hinted]);

  return (
    <Card className="grid gap-4 p-6" data-testid="review-card">
      <Prompt card={card} />
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim() || result) return;
          answer.mutate({ cardId: card.id, answer: text, afterHint: hinted });
        }}
      >
        <Label htmlFor="review-answer">{t('review.answer')}</Label>
        <div className="flex gap-2">
          <Input
            id="review-answer"
            ref={input}
            autoFocus
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            lang={LANGUAGES[card.language].speechTag}
            value={text}
            maxLength={400}
            readOnly={Boolean(result)}
            onChange={(event) => setText(event.target.value)}
          />
          {result ? null : (
            <Button type="submit" disabled={answer.isPending || !text.trim()}>
              {answer.isPending ? t('review.checking') : hinted ? t('review.tryAgain') : t('review.check')}
            </Button>
          )}
        </div>
      </form>
      {answer.isError ? <p role="alert">{t('review.failed')}</p> : null}
      {hinted && latest ? <Verdict result={latest} /> : null}
      {result ? (
        <>
          <Verdict result={result} />
          <Button ref={next} onClick={onNext} className="justify-self-start">
            {t('review.next')}
          </Button>
        </>
      ) : null}
    </Card>
  );
}

/** `/review?language=`: the cards due today, one at a time; the server grades and schedules. */
export default function ReviewPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const summary = useDueSummary();
  const fromQuery = languageParam(useSearch());
  const firstDue = summary.data?.find((entry) => entry.due > 0)?.language;
  const language: LanguageCode = fromQuery ?? firstDue ?? 'english';
  const due = useDueCards(language);
  const total = summary.data?.find((entry) => entry.language === language)?.total;
  const card = due.data?.cards[0];

  return (
    <SignedInLayout user={user}>
      <div className="mx-auto grid max-w-2xl gap-6">
        <div>
          <h1 className="text-3xl font-bold">{t('review.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('review.intro')}</p>
        </div>
        <LanguageTabs
          value={language}
          onChange={(next) => navigate(`/review?language=${next ?? 'english'}`, { replace: true })}
          label={t('review.language')}
        />
        {due.isError ? <p role="alert">{t('review.loadFailed')}</p> : null}
        {due.isPending ? <Spinner /> : null}
        {due.data ? (
          <p className="text-sm text-muted-foreground" data-testid="review-due-count">
            {t('review.dueCount', { count: due.data.dueCount })}
          </p>
        ) : null}
        {card ? (
          <ReviewCard key={card.id} card={card} onNext={() => void due.refetch()} />
        ) : due.data ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
            <p>{total === 0 ? t('review.empty') : t('review.done')}</p>
            {total === 0 ? (
              <Link href={`/conversation?language=${language}`} className={buttonVariants({ size: 'sm' })}>
                {t('learning.startConversation')}
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </SignedInLayout>
  );
}

import { BookmarkPlus, CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReviewedItem } from '../../../../shared/contracts/quiz-play.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/content-language.ts';
import { useAttemptReview, useKeepItem } from '../api/quiz-attempts.ts';

function ReviewRow({
  attemptId,
  item,
  position,
}: {
  attemptId: number;
  item: ReviewedItem;
  position: number;
}) {
  const { t } = useTranslation();
  const content = useContentLanguage();
  const keep = useKeepItem(attemptId);
  const kept = keep.isSuccess;
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="quiz-review-item">
      <p className="flex items-start gap-2 font-medium">
        {item.correct ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
        ) : (
          <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        )}
        <span>
          <span className="sr-only">
            {t('levelQuiz.review.itemLabel', { n: position + 1 })} ·{' '}
            {item.correct ? t('levelQuiz.player.correct') : t('levelQuiz.player.incorrect')}{' '}
          </span>
          {content.text(item.question, item.localizedQuestion)}
        </span>
      </p>
      {item.passage ? <p className="rounded-md bg-muted p-2 text-sm">{item.passage}</p> : null}
      {item.spoken ? (
        <p className="text-sm">
          {t('levelQuiz.review.spoken')} <q>{item.spoken}</q>
        </p>
      ) : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt className="text-muted-foreground">{t('levelQuiz.review.yourAnswer')}</dt>
        <dd className={item.correct ? '' : 'line-through decoration-destructive'}>{item.given}</dd>
        {item.correct ? null : (
          <>
            <dt className="text-muted-foreground">{t('levelQuiz.review.rightAnswer')}</dt>
            <dd className="font-semibold">{item.right}</dd>
          </>
        )}
      </dl>
      {item.explanation ? (
        <p className="text-sm text-muted-foreground">
          {content.text(item.explanation, item.localizedExplanation)}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={keep.isPending || kept}
          onClick={() => keep.mutate(item.itemIndex)}
        >
          <BookmarkPlus aria-hidden />
          {kept ? t('levelQuiz.review.kept') : t('levelQuiz.review.keep')}
        </Button>
        {keep.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {describeError(keep.error, t('levelQuiz.review.keepFailed'))}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The end-of-quiz review (decision 204): every item of the attempt with the learner's answer, the right
 * one and the explanation, as the server recorded them, each of which can be kept in the notebook.
 */
export function QuizReview({ attemptId }: { attemptId: number }) {
  const { t } = useTranslation();
  const query = useAttemptReview(attemptId, true);
  return (
    <Card className="grid gap-4 p-6" aria-labelledby="quiz-review-heading">
      <h2 id="quiz-review-heading" className="text-xl font-bold">
        {t('levelQuiz.review.heading')}
      </h2>
      <p className="text-muted-foreground">{t('levelQuiz.review.intro')}</p>
      {query.isPending ? <Spinner label={t('levelQuiz.review.loading')} /> : null}
      {query.isError ? (
        <p role="alert" className="text-destructive">
          {describeError(query.error, t('levelQuiz.review.loadFailed'))}
        </p>
      ) : null}
      {query.data ? (
        <ol className="grid gap-3">
          {query.data.review.items.map((item, position) => (
            <ReviewRow key={item.itemIndex} attemptId={attemptId} item={item} position={position} />
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

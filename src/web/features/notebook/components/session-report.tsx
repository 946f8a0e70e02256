import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { CorrectionItem } from '../../practice/components/chat-message.tsx';
import { useSessionReport } from '../api/get-session-report.ts';

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** A titled part of the report, or its empty text when there is nothing to show. */
function ReportSection({
  id,
  title,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  emptyText: string | null;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-2" aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {emptyText ? <p className="text-muted-foreground">{emptyText}</p> : children}
    </section>
  );
}

/** The report of one session (docs/product.md#mistake-notebook-and-review), computed by the server. */
export function SessionReport({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const report = useSessionReport(sessionId);
  if (report.isPending) return <Spinner />;
  if (report.isError) return <p role="alert">{t('report.loadFailed')}</p>;
  const data = report.data;

  return (
    <Card data-testid="session-report">
      <CardHeader>
        <CardTitle level={2}>{t('report.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure
            label={t('report.minutes')}
            value={data.minutes === null ? t('report.inProgress') : formatNumber(data.minutes)}
            testId="report-minutes"
          />
          <Figure label={t('report.turns')} value={formatNumber(data.turns)} testId="report-turns" />
          <Figure label={t('report.words')} value={formatNumber(data.words)} testId="report-words" />
        </dl>

        <ReportSection
          id="report-mistakes"
          title={t('report.mistakesHeading')}
          emptyText={data.mistakes.length === 0 ? t('report.noMistakes') : null}
        >
          <ul className="flex flex-wrap gap-2">
            {data.mistakes.map((entry) => (
              <li key={entry.kind} className="rounded-full border px-3 py-1 text-sm">
                {t('report.kindCount', { kind: t(`report.kinds.${entry.kind}`) })}{' '}
                <strong>{formatNumber(entry.count)}</strong>
              </li>
            ))}
          </ul>
          <h4 className="mt-2 text-sm font-medium">{t('report.correctionsHeading')}</h4>
          <ul className="grid gap-1.5 text-sm" data-testid="report-corrections">
            {data.corrections.map((correction, index) => (
              <CorrectionItem key={index} correction={correction} />
            ))}
          </ul>
        </ReportSection>

        <ReportSection
          id="report-new-cards"
          title={t('report.newCardsHeading')}
          emptyText={data.newCards.length === 0 ? t('report.noNewCards') : null}
        >
          <ul className="grid gap-1 text-sm" data-testid="report-new-cards">
            {data.newCards.map((card) => (
              <li key={card.id}>
                {card.original} → <strong>{card.corrected}</strong>
              </li>
            ))}
          </ul>
          <Link
            href={`/review?language=${data.language}`}
            className={buttonVariants({ size: 'sm', className: 'justify-self-start' })}
          >
            {t('report.reviewNow')}
          </Link>
        </ReportSection>

        <ReportSection
          id="report-new-words"
          title={t('report.newWordsHeading')}
          emptyText={data.newWords.length === 0 ? t('report.noNewWords') : null}
        >
          <p data-testid="report-new-words">{data.newWords.join(', ')}</p>
        </ReportSection>

        {/* Only from the recogniser's word timings (decision 118): nothing is shown without them. */}
        {data.speakingRate != null && (
          <ReportSection id="report-speaking" title={t('report.speakingHeading')} emptyText={null}>
            <p data-testid="report-speaking-rate">
              {t('report.speakingRate', { rate: formatNumber(data.speakingRate) })}
            </p>
            {data.pauses && (
              <p data-testid="report-pauses">
                {data.pauses.count === 0
                  ? t('report.noPauses')
                  : t('report.pauses', {
                      count: data.pauses.count,
                      number: formatNumber(data.pauses.count),
                      longest: formatNumber(data.pauses.longestSeconds),
                    })}
              </p>
            )}
          </ReportSection>
        )}
      </CardContent>
    </Card>
  );
}

import { BookOpen, LineChart, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDueSummary } from '../api/get-due-summary.ts';
import { Flag } from '../../../components/flag.tsx';

/** Dashboard: the cards due today per language, with the way to review them, the notebook and progress. */
export function LearningSection() {
  const { t } = useTranslation();
  const summary = useDueSummary();
  const total = summary.data?.reduce((sum, entry) => sum + entry.total, 0) ?? 0;

  return (
    <section aria-labelledby="learning-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="learning-heading" className="text-xl font-semibold">
            {t('learning.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('learning.subheading')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href="/notebook" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <BookOpen aria-hidden />
            {t('learning.openNotebook')}
          </Link>
          <Link href="/progress" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <LineChart aria-hidden />
            {t('learning.openProgress')}
          </Link>
        </div>
      </div>
      {summary.isPending ? <Spinner /> : null}
      {summary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('learning.unavailable')}
        </p>
      ) : null}
      {summary.data && total === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('learning.empty')}
        </p>
      ) : null}
      {summary.data && total > 0 ? (
        <ul className="grid gap-3 md:grid-cols-3">
          {summary.data.map((entry) => (
            <li key={entry.language}>
              <Card className="grid gap-2 p-4" data-testid={`due-${entry.language}`}>
                <p className="font-medium">
                  <span aria-hidden>
                    <Flag language={entry.language} />{' '}
                  </span>
                  {t(`languageNames.${entry.language}`)}
                </p>
                <p className="text-sm">
                  {entry.due > 0 ? t('learning.due', { count: entry.due }) : t('learning.noneDue')}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t('learning.totalCards', { count: entry.total })}
                </p>
                {entry.due > 0 ? (
                  <Link
                    href={`/review?language=${entry.language}`}
                    className={buttonVariants({ size: 'sm', className: 'justify-self-start' })}
                  >
                    <Repeat aria-hidden />
                    {t('learning.review', { language: t(`learning.languageNames.${entry.language}`) })}
                  </Link>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

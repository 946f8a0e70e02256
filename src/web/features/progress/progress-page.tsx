import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { LanguageTabs, languageParam } from '../notebook/components/language-tabs.tsx';
import { useProgress } from './api/get-progress.ts';

// The chart library is downloaded by this page only.
const ProgressCharts = lazy(() => import('./components/progress-charts.tsx'));

/** `/progress?language=`: minutes, mistakes, quiz levels and review retention, charted with text alternatives. */
export default function ProgressPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const language: LanguageCode = languageParam(useSearch()) ?? 'english';
  const progress = useProgress(language);
  const data = progress.data;
  const isEmpty =
    data &&
    data.minutesPerWeek.every((week) => week.minutes === 0) &&
    data.mistakesPer100Words.length === 0 &&
    data.quizLevels.length === 0 &&
    data.retention.every((week) => week.reviews === 0);

  return (
    <SignedInLayout user={user}>
      <div className="grid gap-6">
        <div>
          <h1 className="text-3xl font-bold">{t('progress.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('progress.intro')}</p>
        </div>
        <LanguageTabs
          value={language}
          onChange={(next) => navigate(`/progress?language=${next ?? 'english'}`, { replace: true })}
          label={t('progress.language')}
        />
        {progress.isError ? <p role="alert">{t('progress.loadFailed')}</p> : null}
        {progress.isPending ? <Spinner /> : null}
        {isEmpty ? (
          <div className="grid justify-items-center gap-3 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
            <p>{t('progress.empty', { language: t(`learning.languageNames.${language}`) })}</p>
            <Link href={`/conversation?language=${language}`} className={buttonVariants({ size: 'sm' })}>
              {t('learning.startConversation')}
            </Link>
          </div>
        ) : null}
        {data ? (
          <Suspense fallback={<Spinner />}>
            <ProgressCharts progress={data} />
          </Suspense>
        ) : null}
      </div>
    </SignedInLayout>
  );
}

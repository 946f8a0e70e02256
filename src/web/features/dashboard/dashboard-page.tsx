import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../shared/contracts/auth.ts';
import { AfterFirstPaint } from '../../components/after-first-paint.tsx';
import { SignedInLayout } from '../../components/layout/signed-in-layout.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { PlanCards } from '../billing/components/plan-cards.tsx';
import { KidsSection } from '../kids/components/kids-section.tsx';
import { MinutesBadge } from '../practice/components/minutes-badge.tsx';
import { PlacementCard } from '../placement/components/placement-card.tsx';
import { TodayCard } from '../lessons/components/today-card.tsx';
import { PracticeOverview } from '../practice/components/practice-overview.tsx';
import { QuizSection } from '../quizzes/components/quiz-section.tsx';
import { LearningSection } from '../review/components/learning-section.tsx';
import { VideoCallLinks } from '../video-call/components/video-call-links.tsx';
import { prepareFormat } from '../../lib/format.ts';

/** The formatters the dashboard's first renders use (plan prices and allowances, recent sessions). */
export const beforeFirstRender = [
  () => prepareFormat('price'),
  () => prepareFormat('number'),
  () => prepareFormat('relativeTime'),
];

/**
 * The learner dashboard: each feature contributes its own section. The sections below the stats are
 * drawn once the greeting and the stats have painted (docs/decisions/130).
 */
export default function DashboardPage({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SignedInLayout user={user} headerExtras={<MinutesBadge />}>
      <div className="grid gap-10">
        <section className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">{t('dashboard.greeting', { name: user.username })}</h1>
            <p className="mt-1 text-muted-foreground">{t('dashboard.subtitle')}</p>
          </div>
          {/* A long label (French, Spanish) wraps on a phone instead of widening the page. */}
          <Link
            href="/conversation"
            className={buttonVariants({
              size: 'lg',
              className: 'h-auto min-h-12 max-w-full py-2 text-center whitespace-normal',
            })}
          >
            <MessageCircle aria-hidden />
            {t('dashboard.startCall')}
          </Link>
        </section>
        <TodayCard />
        <PracticeOverview />
        <AfterFirstPaint className="grid gap-10">
          <PlacementCard />
          <LearningSection />
          <VideoCallLinks />
          <KidsSection />
          <QuizSection />
          <PlanCards />
        </AfterFirstPaint>
      </div>
    </SignedInLayout>
  );
}

import { CalendarCheck, Clock, Flame, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useUserStats } from '../api/get-user-stats.ts';
import { RecentSessions } from './recent-sessions.tsx';
import { TeacherPicker } from './teacher-picker.tsx';

function StatCard({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: typeof Clock;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between pb-2">
        <CardTitle level={2} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-5 text-primary" aria-hidden />
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Dashboard: stats row, usage summary, teacher picker and recent sessions. */
export function PracticeOverview() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data: stats, isError } = useUserStats();
  const streak = stats ? t('stats.streakValue', { count: stats.currentStreak }) : '';
  const usedShare =
    stats && stats.monthlyMinutesLimit > 0 ? (stats.monthlyMinutesUsed / stats.monthlyMinutesLimit) * 100 : 0;

  return (
    <div className="grid gap-10">
      <section aria-label={t('stats.minutesTitle')} className="grid gap-4">
        {isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('stats.unavailable')}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-3">
          <StatCard title={t('stats.minutesTitle')} icon={Clock}>
            <p className="text-2xl font-bold" data-testid="stat-minutes">
              {stats
                ? t('stats.minutesValue', {
                    used: stats.monthlyMinutesUsed,
                    limit: stats.monthlyMinutesLimit,
                  })
                : '—'}
            </p>
            <Progress value={usedShare} className="mt-3" aria-label={t('stats.minutesTitle')} />
          </StatCard>
          <StatCard title={t('stats.sessionsTitle')} icon={MessagesSquare}>
            <p className="text-2xl font-bold" data-testid="stat-sessions">
              {stats ? stats.totalSessions : '—'}
            </p>
          </StatCard>
          <StatCard title={t('stats.streakTitle')} icon={Flame}>
            <p className="text-2xl font-bold" data-testid="stat-streak">
              {stats ? streak : '—'}
            </p>
          </StatCard>
        </div>
        {stats ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="usage-summary">
            <CalendarCheck className="size-4" aria-hidden />
            {t('stats.usageSummary', {
              used: stats.monthlyMinutesUsed,
              limit: stats.monthlyMinutesLimit,
              streak,
            })}
          </p>
        ) : null}
      </section>
      <TeacherPicker onPick={(language) => navigate(`/conversation?language=${language}`)} />
      <RecentSessions />
    </div>
  );
}

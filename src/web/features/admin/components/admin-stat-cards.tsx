import { Activity, Clock, CreditCard, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminStatsResponse } from '../../../../shared/contracts/admin.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { compareMonths } from '../growth.ts';
import { formatNumber } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

/**
 * The four counters with their growth lines, in either panel's language: `namespace` is
 * `adminPanel` (English) or `adminDashboard` (Spanish); both catalogues carry the same keys.
 */
export function AdminStatCards({
  stats,
  growth,
  namespace,
}: {
  stats: AdminStatsResponse['stats'];
  growth: AdminStatsResponse['growth'];
  namespace: 'adminPanel' | 'adminDashboard';
}) {
  const { t } = useTranslation();
  const growthKey = namespace === 'adminPanel' ? 'adminPanel.growth' : 'adminDashboard.stats';

  function monthLine(thisMonth: number, lastMonth: number) {
    const comparison = compareMonths(thisMonth, lastMonth, currentLanguage());
    if (comparison.kind === 'change') return t(`${growthKey}.vsLastMonth`, { change: comparison.change });
    if (comparison.kind === 'noneLastMonth')
      return t(`${growthKey}.noneLastMonth`, { value: formatNumber(comparison.count) });
    return t(`${growthKey}.noneEither`);
  }
  const weekLine = (count: number) => t(`${growthKey}.newThisWeek`, { value: formatNumber(count) });

  const cards: { key: string; label: string; value: number; line: string; icon: LucideIcon }[] = [
    {
      key: 'totalUsers',
      label: t(`${namespace}.stats.totalUsers`),
      value: stats.totalUsers,
      line: weekLine(growth.newUsersLast7Days),
      icon: Users,
    },
    {
      key: 'activeSubscriptions',
      label: t(`${namespace}.stats.activeSubscriptions`),
      value: stats.activeSubscriptions,
      line: weekLine(growth.newSubscriptionsLast7Days),
      icon: CreditCard,
    },
    {
      key: 'totalMinutes',
      label: t(`${namespace}.stats.totalMinutes`),
      value: stats.totalMinutes,
      line: monthLine(growth.minutesThisMonth, growth.minutesLastMonth),
      icon: Clock,
    },
    {
      key: 'totalSessions',
      label: t(`${namespace}.stats.totalSessions`),
      value: stats.totalSessions,
      line: monthLine(growth.sessionsThisMonth, growth.sessionsLastMonth),
      icon: Activity,
    },
  ];

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, label, value, line, icon: Icon }) => (
        <li key={key}>
          <Card className="h-full" data-testid={`stat-${key}`}>
            <CardHeader className="flex-row items-center justify-between pb-2">
              <CardTitle level={2} className="text-sm font-medium text-muted-foreground">
                {label}
              </CardTitle>
              <Icon className="size-5 text-muted-foreground" aria-hidden />
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold tabular-nums" data-testid="stat-value">
                {formatNumber(value)}
              </p>
              <p className="mt-1 text-xs text-muted-foreground" data-testid="stat-growth">
                {line}
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

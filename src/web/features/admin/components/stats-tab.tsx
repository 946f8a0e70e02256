import { useTranslation } from 'react-i18next';
import type { AdminStatsResponse } from '../../../../shared/contracts/admin.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { AdminStatCards } from './admin-stat-cards.tsx';
import { formatNumber } from '../../../lib/format.ts';

/** Estadísticas: the four counters and Usuarios por Plan. */
export function StatsTab({ data }: { data: AdminStatsResponse }) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...data.usersByPlan.map((entry) => entry.count));
  return (
    <div className="grid gap-6">
      <AdminStatCards stats={data.stats} growth={data.growth} namespace="adminDashboard" />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('adminDashboard.stats.usersByPlan')}</CardTitle>
          <CardDescription>{t('adminDashboard.stats.usersByPlanDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3" data-testid="users-by-plan">
            {data.usersByPlan.map((entry) => (
              <li key={entry.plan} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3">
                <span className="font-medium">{t(`adminDashboard.planLabels.${entry.plan}`)}</span>
                <span className="h-2.5 overflow-hidden rounded-full bg-secondary" aria-hidden>
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${(entry.count / largest) * 100}%` }}
                  />
                </span>
                <span className="text-sm tabular-nums text-muted-foreground">
                  {t('adminDashboard.stats.usersCount', {
                    count: entry.count,
                    formatted: formatNumber(entry.count),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('adminDashboard.stats.families')}</CardTitle>
          <CardDescription>{t('adminDashboard.stats.familiesDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2" data-testid="families">
            {(['childProfiles', 'parentsWithChildren'] as const).map((key) => (
              <div key={key} className="rounded-lg bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{t(`adminDashboard.stats.${key}`)}</dt>
                <dd className="text-2xl font-bold tabular-nums">{formatNumber(data.families[key])}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

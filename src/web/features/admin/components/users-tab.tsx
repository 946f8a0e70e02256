import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { LoadError, UserInitial } from './admin-feedback.tsx';
import { formatNumber } from '../../../lib/format.ts';

const FIRST_USERS = 10;

/** Usuarios: the 10 most recent users with their plan and total minutes. */
export function UsersTab() {
  const { t } = useTranslation();
  const users = useAdminUsers({ page: 1, pageSize: FIRST_USERS });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('adminDashboard.users.title')}</CardTitle>
        <CardDescription>{t('adminDashboard.users.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner className="py-10" />
        ) : users.isError ? (
          <LoadError
            error={users.error}
            messageKey="adminDashboard.loadError"
            retryLabelKey="adminDashboard.retry"
            onRetry={() => void users.refetch()}
          />
        ) : users.data.users.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t('adminDashboard.users.empty')}</p>
        ) : (
          <ul className="divide-y" data-testid="dashboard-user-list">
            {users.data.users.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center gap-4 py-3">
                <UserInitial name={user.username} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{user.username}</p>
                  <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                </div>
                <Badge variant="secondary">{t(`adminDashboard.planLabels.${user.plan}`)}</Badge>
                <span
                  className="w-20 text-right text-sm tabular-nums"
                  title={t('adminDashboard.users.minutesLabel')}
                >
                  <span className="sr-only">{t('adminDashboard.users.minutesLabel')}: </span>
                  {t('adminDashboard.users.minutes', { value: formatNumber(user.totalMinutesUsed) })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

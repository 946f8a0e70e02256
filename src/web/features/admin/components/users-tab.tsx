import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState, QueryStates } from '../../../components/query-states.tsx';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { ADMIN_LOAD_ERROR, UserRow } from './admin-feedback.tsx';
import { formatNumber } from '../../../lib/format.ts';

const FIRST_USERS = 10;

/** Usuarios: the 10 most recent users with their plan and total minutes. */
export function UsersTab() {
  const { t } = useTranslation();
  const users = useAdminUsers({ pageSize: FIRST_USERS });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('adminDashboard.users.title')}</CardTitle>
        <CardDescription>{t('adminDashboard.users.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={users}
          loadError={ADMIN_LOAD_ERROR}
          isEmpty={(data) => data.users.length === 0}
          empty={<EmptyState title={t('adminDashboard.users.empty')} />}
        >
          {(data) => (
            <ul className="divide-y" data-testid="dashboard-user-list">
              {data.users.map((user) => (
                <UserRow key={user.id} name={user.username} email={user.email}>
                  <Badge variant="secondary">{t(`adminDashboard.planLabels.${user.plan}`)}</Badge>
                  <span
                    className="w-20 text-right text-sm tabular-nums"
                    title={t('adminDashboard.users.minutesLabel')}
                  >
                    <span className="sr-only">{t('adminDashboard.users.minutesLabel')}: </span>
                    {t('adminDashboard.users.minutes', { value: formatNumber(user.totalMinutesUsed) })}
                  </span>
                </UserRow>
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

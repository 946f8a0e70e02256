import { ChevronLeft, ChevronRight, Download, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../../../../shared/contracts/admin.ts';
import { EmptyState, LoadError } from '../../../components/query-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { adminUsersExportUrl, useAdminUsers } from '../api/get-admin-users.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import { UserRow } from './admin-feedback.tsx';
import { formatDay, formatNumber } from '../../../lib/format.ts';

const PAGE_SIZE = 20;

/** /admin's user list: searched and paged on the server; Export downloads the filtered list as CSV. */
export function UserManagement() {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  // The cursors of the pages walked so far: the last one is this page's (undefined: the first page).
  const [trail, setTrail] = useState<readonly (number | undefined)[]>([undefined]);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ search: debouncedSearch, before: trail.at(-1), pageSize: PAGE_SIZE });
  const data = users.data;
  const pageIndex = trail.length - 1;

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle level={2}>{t('adminPanel.users.title')}</CardTitle>
          <CardDescription>{t('adminPanel.users.description')}</CardDescription>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <div className="relative flex-1 sm:w-72">
            <label htmlFor={searchId} className="sr-only">
              {t('adminPanel.users.searchLabel')}
            </label>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setTrail([undefined]);
              }}
              placeholder={t('adminPanel.users.searchPlaceholder')}
              className="pl-9"
              autoComplete="off"
            />
          </div>
          <a
            href={adminUsersExportUrl(search.trim())}
            download
            className={buttonVariants({ variant: 'outline' })}
            title={t('adminPanel.users.exportHint')}
          >
            <Download aria-hidden />
            {t('adminPanel.users.export')}
          </a>
        </div>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <Spinner className="py-10" />
        ) : users.isError && !data ? (
          <LoadError
            error={users.error}
            messageKey="adminPanel.users.loadError"
            retryLabelKey="adminPanel.retry"
            onRetry={() => void users.refetch()}
          />
        ) : data && data.users.length === 0 ? (
          <EmptyState title={t('adminPanel.users.noMatch')} />
        ) : data ? (
          <>
            <ul className="divide-y" aria-busy={users.isFetching} data-testid="admin-user-list">
              {data.users.map((user) => (
                <AdminUserRow key={user.id} user={user} />
              ))}
            </ul>
            <nav
              className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm"
              aria-label={t('adminPanel.users.pagination')}
            >
              <p className="text-muted-foreground" aria-live="polite">
                {t(data.totalCapped ? 'adminPanel.users.showingMoreThan' : 'adminPanel.users.showing', {
                  from: formatNumber(pageIndex * PAGE_SIZE + 1),
                  to: formatNumber(pageIndex * PAGE_SIZE + data.users.length),
                  total: formatNumber(data.total),
                })}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pageIndex === 0}
                  onClick={() => setTrail((current) => (current.length > 1 ? current.slice(0, -1) : current))}
                >
                  <ChevronLeft aria-hidden />
                  {t('adminPanel.users.previous')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={data.nextBefore === null || users.isPlaceholderData}
                  onClick={() => {
                    const next = data.nextBefore;
                    if (next !== null) setTrail((current) => [...current, next]);
                  }}
                >
                  {t('adminPanel.users.next')}
                  <ChevronRight aria-hidden />
                </Button>
              </div>
            </nav>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

function AdminUserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <UserRow name={user.username} email={user.email} data-testid="admin-user-row" data-user-id={user.id}>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground sm:text-sm">
        <span>{t('adminPanel.users.joined', { date: formatDay(user.createdAt) })}</span>
        <span>{t('adminPanel.users.monthlyMinutes', { value: formatNumber(user.monthlyMinutesUsed) })}</span>
        <span>{t('adminPanel.users.totalMinutes', { value: formatNumber(user.totalMinutesUsed) })}</span>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="secondary">{t(`plans.${user.plan}`)}</Badge>
        {user.isAdmin ? <Badge>{t('adminPanel.users.admin')}</Badge> : null}
        {user.subscribed ? <Badge variant="success">{t('adminPanel.users.subscribed')}</Badge> : null}
      </div>
    </UserRow>
  );
}

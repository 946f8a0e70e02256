import { BarChart3, HelpCircle, KeyRound, TicketPercent, Timer, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/contracts/auth.ts';
import { SignedInLayout } from '../../../components/layout/signed-in-layout.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { LoadError } from '../../../components/query-states.tsx';
import { ADMIN_LOAD_ERROR, useAdminPanelErrors } from '../components/admin-feedback.tsx';
import { CouponsTab } from '../components/coupons-tab.tsx';
import { PermissionsTab } from '../components/permissions-tab.tsx';
import { QuizzesTab } from '../components/quizzes-tab.tsx';
import { StatsTab } from '../components/stats-tab.tsx';
import { TimingsTab } from '../components/timings-tab.tsx';
import { UsersTab } from '../components/users-tab.tsx';

/** /admin-dashboard: the Spanish admin panel with its five tabs (admins only; the router shows Acceso Denegado to others). */
export default function AdminDashboardPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const stats = useAdminStats();
  useAdminPanelErrors();
  return (
    <SignedInLayout user={user}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <header>
          <h1 className="text-3xl font-bold">{t('adminDashboard.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('adminDashboard.subtitle')}</p>
        </header>
        {stats.isPending ? (
          <Spinner className="py-16" />
        ) : (
          <Tabs defaultValue="stats">
            <TabsList>
              <TabsTrigger value="stats">
                <BarChart3 aria-hidden />
                {t('adminDashboard.tabs.stats')}
              </TabsTrigger>
              <TabsTrigger value="users">
                <Users aria-hidden />
                {t('adminDashboard.tabs.users')}
              </TabsTrigger>
              <TabsTrigger value="quizzes">
                <HelpCircle aria-hidden />
                {t('adminDashboard.tabs.quizzes')}
              </TabsTrigger>
              <TabsTrigger value="coupons">
                <TicketPercent aria-hidden />
                {t('adminDashboard.tabs.coupons')}
              </TabsTrigger>
              <TabsTrigger value="permissions">
                <KeyRound aria-hidden />
                {t('adminDashboard.tabs.permissions')}
              </TabsTrigger>
              <TabsTrigger value="timings">
                <Timer aria-hidden />
                {t('adminTimings.tab')}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="stats">
              {stats.isError ? (
                <LoadError error={stats.error} {...ADMIN_LOAD_ERROR} onRetry={() => void stats.refetch()} />
              ) : (
                <StatsTab data={stats.data} />
              )}
            </TabsContent>
            <TabsContent value="users">
              <UsersTab />
            </TabsContent>
            <TabsContent value="quizzes">
              <QuizzesTab />
            </TabsContent>
            <TabsContent value="coupons">
              <CouponsTab />
            </TabsContent>
            <TabsContent value="permissions">
              <PermissionsTab user={user} />
            </TabsContent>
            <TabsContent value="timings">
              <TimingsTab />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </SignedInLayout>
  );
}

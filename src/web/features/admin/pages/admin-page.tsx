import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { User } from '../../../../shared/contracts/auth.ts';
import { SignedInLayout } from '../../../components/layout/signed-in-layout.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { AdminStatCards } from '../components/admin-stat-cards.tsx';
import { UserManagement } from '../components/user-management.tsx';

/** /admin: the simple English panel (admins only, docs/product.md#admin). */
export default function AdminPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const stats = useAdminStats();
  return (
    <SignedInLayout user={user}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        <header className="grid gap-3">
          <Link href="/dashboard" className={buttonVariants({ variant: 'ghost', className: 'w-fit -ml-3' })}>
            <ArrowLeft aria-hidden />
            {t('adminPanel.backToDashboard')}
          </Link>
          <div>
            <h1 className="text-3xl font-bold">{t('adminPanel.title')}</h1>
            <p className="mt-1 text-muted-foreground">{t('adminPanel.welcome', { name: user.username })}</p>
          </div>
        </header>
        <QueryStates
          query={stats}
          loadError={{ messageKey: 'adminPanel.loadError', retryLabelKey: 'adminPanel.retry' }}
        >
          {(data) => (
            <section aria-label={t('adminPanel.title')}>
              <AdminStatCards stats={data.stats} growth={data.growth} namespace="adminPanel" />
            </section>
          )}
        </QueryStates>
        <UserManagement />
      </div>
    </SignedInLayout>
  );
}

import { AlertTriangle, Info, ShieldCheck, ShieldMinus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/contracts/auth.ts';
import { EmptyState, QueryStates } from '../../../components/query-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useGrantAdmin, useRevokeAdmin } from '../api/admin-rights.ts';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { ADMIN_LOAD_ERROR, useAdminToasts, UserRow } from './admin-feedback.tsx';

/** Permisos: grant by email, the admins with revoke (never for owners or yourself), info and warning. */
export function PermissionsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-6">
        <GrantAdminCard />
        <AdminsCard currentUserId={user.id} />
      </div>
      <aside className="grid content-start gap-4">
        <div role="note" className="flex gap-3 rounded-lg border bg-primary/5 p-4 text-sm">
          <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold">{t('adminDashboard.permissions.infoTitle')}</p>
            <p>{t('adminDashboard.permissions.info')}</p>
          </div>
        </div>
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold">{t('adminDashboard.permissions.warningTitle')}</p>
            <p>{t('adminDashboard.permissions.warning')}</p>
          </div>
        </div>
      </aside>
    </div>
  );
}

function GrantAdminCard() {
  const { t } = useTranslation();
  const id = useId();
  const toasts = useAdminToasts();
  const grantAdmin = useGrantAdmin();
  const [email, setEmail] = useState('');
  const trimmed = email.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed) return;
    grantAdmin.mutate(
      { email: trimmed },
      {
        onSuccess: () => {
          toasts.success('adminDashboard.messages.adminGranted');
          setEmail('');
        },
        onError: (error) => toasts.failure(error, 'adminDashboard.errors.grantAdmin'),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('adminDashboard.permissions.grantTitle')}</CardTitle>
        <CardDescription>{t('adminDashboard.permissions.grantDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-2">
            <Label htmlFor={`${id}-email`}>{t('adminDashboard.permissions.email')}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              placeholder={t('adminDashboard.permissions.emailPlaceholder')}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!trimmed || grantAdmin.isPending}>
            <ShieldCheck aria-hidden />
            {grantAdmin.isPending
              ? t('adminDashboard.permissions.granting')
              : t('adminDashboard.permissions.grant')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function AdminsCard({ currentUserId }: { currentUserId: number }) {
  const { t } = useTranslation();
  const toasts = useAdminToasts();
  const admins = useAdminUsers({ admins: true, pageSize: 100 });
  const revokeAdmin = useRevokeAdmin();

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('adminDashboard.permissions.adminsTitle')}</CardTitle>
        <CardDescription>{t('adminDashboard.permissions.ownerHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={admins}
          loadError={ADMIN_LOAD_ERROR}
          isEmpty={(data) => data.users.length === 0}
          empty={<EmptyState title={t('adminDashboard.permissions.noAdmins')} />}
        >
          {(data) => (
            <ul className="divide-y" data-testid="admin-list">
              {data.users.map((admin) => {
                const isSelf = admin.id === currentUserId;
                return (
                  <UserRow
                    key={admin.id}
                    name={admin.username}
                    email={admin.email}
                    data-testid="admin-row"
                    data-user-id={admin.id}
                  >
                    {admin.isOwnerAdmin ? <Badge>{t('adminDashboard.permissions.owner')}</Badge> : null}
                    {isSelf ? <Badge variant="outline">{t('adminDashboard.permissions.you')}</Badge> : null}
                    {admin.isOwnerAdmin || isSelf ? null : (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={revokeAdmin.isPending}
                        aria-label={t('adminDashboard.permissions.revokeLabel', { email: admin.email })}
                        onClick={() =>
                          revokeAdmin.mutate(
                            { userId: admin.id },
                            {
                              onSuccess: () => toasts.success('adminDashboard.messages.adminRevoked'),
                              onError: (error) => toasts.failure(error, 'adminDashboard.errors.revokeAdmin'),
                            },
                          )
                        }
                      >
                        <ShieldMinus aria-hidden />
                        {t('adminDashboard.permissions.revoke')}
                      </Button>
                    )}
                  </UserRow>
                );
              })}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

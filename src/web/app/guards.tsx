import { ShieldAlert } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import type { User } from '../../shared/contracts/auth.ts';
import { Button } from '../components/ui/button.tsx';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/api/current-user.ts';
import { LoginPage } from '../features/auth/pages/login-page.tsx';

/**
 * Signed-in routes: a spinner while auth loads, the login screen for signed-out visitors. `preload`
 * (the route's lazy page) starts the page's downloads at once instead of after the user has arrived.
 */
export function RequireUser({
  children,
  preload,
}: {
  children: (user: User) => ReactNode;
  preload?: () => Promise<unknown>;
}) {
  const { user, isLoading } = useCurrentUser();
  useEffect(() => {
    // A failure is not reported here: the page's own render meets it again and shows it.
    preload?.().catch(() => undefined);
  }, [preload]);
  const [location] = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <LoginPage />;
  // A session in kid mode sees the kids' screens only (decision 208); the server refuses the rest too.
  if (user.kidMode && !KID_MODE_PATHS.includes(location)) return <Redirect to="/kids" replace />;
  return <>{children(user)}</>;
}

/** The screens of kid mode: the child's lessons and the lesson player. */
const KID_MODE_PATHS = ['/kids', '/kids-lesson'];

/**
 * Admin routes (docs/product.md#admin): non-admins see Acceso Denegado. The server enforces the same rule.
 */
export function RequireAdmin({
  children,
  preload,
}: {
  children: (user: User) => ReactNode;
  preload?: () => Promise<unknown>;
}) {
  return (
    <RequireUser preload={preload}>
      {(user) => (user.isAdmin ? children(user) : <AccessDenied />)}
    </RequireUser>
  );
}

/** `/` and `/login`: signed-in users go straight to the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <>{children}</>;
  if (user) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}

export function AccessDenied() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-2xl font-bold">{t('accessDenied.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('accessDenied.description')}</p>
      <Button onClick={() => navigate('/')}>{t('accessDenied.back')}</Button>
    </main>
  );
}

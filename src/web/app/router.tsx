import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { PublicOnly, RequireAdmin, RequireUser } from './guards.tsx';

// Route-level code splitting: the login page downloads none of the signed-in screens.
const LegalPage = lazy(() => import('../features/legal/legal-page.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.tsx'));
const PendingFeaturePage = lazy(() => import('./pending-feature-page.tsx'));
const NotFoundPage = lazy(() => import('./not-found-page.tsx'));

/** SPEC §2's route table. */
export function Router() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/">
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path="/login">
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        </Route>
        <Route path="/terms-of-service">
          <LegalPage kind="terms" />
        </Route>
        <Route path="/privacy-policy">
          <LegalPage kind="privacy" />
        </Route>
        <Route path="/dashboard">
          <RequireUser>{(user) => <DashboardPage user={user} />}</RequireUser>
        </Route>
        <Route path="/conversation">
          <RequireUser>{(user) => <PendingFeaturePage user={user} titleKey="conversation" />}</RequireUser>
        </Route>
        <Route path="/video-call">
          <RequireUser>{(user) => <PendingFeaturePage user={user} titleKey="videoCall" />}</RequireUser>
        </Route>
        <Route path="/subscribe">
          <RequireUser>{(user) => <PendingFeaturePage user={user} titleKey="subscribe" />}</RequireUser>
        </Route>
        <Route path="/quiz">
          <RequireUser>{(user) => <PendingFeaturePage user={user} titleKey="quiz" />}</RequireUser>
        </Route>
        <Route path="/kids-lesson">
          <RequireUser>{(user) => <PendingFeaturePage user={user} titleKey="kidsLesson" />}</RequireUser>
        </Route>
        <Route path="/admin">
          <RequireAdmin>{(user) => <PendingFeaturePage user={user} titleKey="admin" />}</RequireAdmin>
        </Route>
        <Route path="/admin-dashboard">
          <RequireAdmin>
            {(user) => <PendingFeaturePage user={user} titleKey="adminDashboard" />}
          </RequireAdmin>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}

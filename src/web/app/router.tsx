import { Route, Switch } from 'wouter';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { PublicOnly, RequireAdmin, RequireUser } from './guards.tsx';
import { lazyPage } from './lazy-page.ts';

// Route-level code splitting: the login page downloads none of the signed-in screens, nor their strings.
const LegalPage = lazyPage(['legal'], () => import('../features/legal/legal-page.tsx'));
const DashboardPage = lazyPage(
  ['billing', 'kids', 'learning', 'placement', 'practice', 'quizzes', 'video-call'],
  () => import('../features/dashboard/dashboard-page.tsx'),
);
const ConversationPage = lazyPage(
  ['practice'],
  () => import('../features/practice/pages/conversation-page.tsx'),
);
const VideoCallPage = lazyPage(
  ['practice', 'video-call'],
  () => import('../features/video-call/video-call-page.tsx'),
);
const SubscribePage = lazyPage(['billing'], () => import('../features/billing/pages/subscribe-page.tsx'));
const QuizPage = lazyPage(['quizzes'], () => import('../features/quizzes/pages/quiz-page.tsx'));
const KidsLessonPage = lazyPage(
  ['family', 'kids'],
  () => import('../features/kids/pages/kids-lesson-page.tsx'),
);
const AdminPage = lazyPage(['admin'], () => import('../features/admin/pages/admin-page.tsx'));
const AdminDashboardPage = lazyPage(
  ['admin'],
  () => import('../features/admin/pages/admin-dashboard-page.tsx'),
);
const NotebookPage = lazyPage(
  ['learning', 'notebook'],
  () => import('../features/notebook/notebook-page.tsx'),
);
const ReviewPage = lazyPage(['learning', 'review'], () => import('../features/review/review-page.tsx'));
const ProgressPage = lazyPage(
  ['learning', 'progress'],
  () => import('../features/progress/progress-page.tsx'),
);
const PlacementPage = lazyPage(['placement'], () => import('../features/placement/placement-page.tsx'));
const CoursePage = lazyPage(['lessons'], () => import('../features/lessons/course-page.tsx'));
const LessonRunPage = lazyPage(
  ['lessons', 'practice'],
  () => import('../features/lessons/lesson-run-page.tsx'),
);
const SettingsPage = lazyPage(['account'], () => import('../features/account/settings-page.tsx'));
const FamilyPage = lazyPage(['family'], () => import('../features/family/family-page.tsx'));
const KidModePage = lazyPage(['family', 'kids'], () => import('../features/family/kid-mode-page.tsx'));
const MemoryPage = lazyPage(['memory'], () => import('../features/memory/memory-page.tsx'));
const NotFoundPage = lazyPage([], () => import('./not-found-page.tsx'));

/**
 * The pages the server draws for a signed-in person, by path (docs/decisions/135): the app renders
 * them first once their code is in, so that its first render draws the same screen.
 */
export const SERVER_DRAWN_PAGES: Partial<Record<string, Pick<typeof DashboardPage, 'preload' | 'parts'>>> = {
  '/dashboard': DashboardPage,
};

/** The route table (docs/product.md#screens). */
export function Router() {
  return (
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
        <RequireUser preload={DashboardPage.preload}>{(user) => <DashboardPage user={user} />}</RequireUser>
      </Route>
      <Route path="/conversation">
        <RequireUser preload={ConversationPage.preload}>
          {(user) => <ConversationPage user={user} />}
        </RequireUser>
      </Route>
      <Route path="/video-call">
        <RequireUser preload={VideoCallPage.preload}>{(user) => <VideoCallPage user={user} />}</RequireUser>
      </Route>
      <Route path="/subscribe">
        <RequireUser preload={SubscribePage.preload}>{(user) => <SubscribePage user={user} />}</RequireUser>
      </Route>
      <Route path="/quiz">
        <RequireUser preload={QuizPage.preload}>{(user) => <QuizPage user={user} />}</RequireUser>
      </Route>
      <Route path="/kids-lesson">
        <RequireUser preload={KidsLessonPage.preload}>{(user) => <KidsLessonPage user={user} />}</RequireUser>
      </Route>
      <Route path="/kids">
        <RequireUser preload={KidModePage.preload}>{(user) => <KidModePage user={user} />}</RequireUser>
      </Route>
      <Route path="/family">
        <RequireUser preload={FamilyPage.preload}>{(user) => <FamilyPage user={user} />}</RequireUser>
      </Route>
      <Route path="/memory">
        <RequireUser preload={MemoryPage.preload}>{(user) => <MemoryPage user={user} />}</RequireUser>
      </Route>
      <Route path="/notebook">
        <RequireUser preload={NotebookPage.preload}>{(user) => <NotebookPage user={user} />}</RequireUser>
      </Route>
      <Route path="/review">
        <RequireUser preload={ReviewPage.preload}>{(user) => <ReviewPage user={user} />}</RequireUser>
      </Route>
      <Route path="/progress">
        <RequireUser preload={ProgressPage.preload}>{(user) => <ProgressPage user={user} />}</RequireUser>
      </Route>
      <Route path="/placement/:language?">
        <RequireUser preload={PlacementPage.preload}>{(user) => <PlacementPage user={user} />}</RequireUser>
      </Route>
      <Route path="/course/:language?">
        <RequireUser preload={CoursePage.preload}>{(user) => <CoursePage user={user} />}</RequireUser>
      </Route>
      <Route path="/lessons/runs/:runId">
        <RequireUser preload={LessonRunPage.preload}>{(user) => <LessonRunPage user={user} />}</RequireUser>
      </Route>
      <Route path="/settings">
        <RequireUser preload={SettingsPage.preload}>{(user) => <SettingsPage user={user} />}</RequireUser>
      </Route>
      <Route path="/admin">
        <RequireAdmin preload={AdminPage.preload}>{(user) => <AdminPage user={user} />}</RequireAdmin>
      </Route>
      <Route path="/admin-dashboard">
        <RequireAdmin preload={AdminDashboardPage.preload}>
          {(user) => <AdminDashboardPage user={user} />}
        </RequireAdmin>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}

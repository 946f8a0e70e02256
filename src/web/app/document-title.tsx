import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { appConfig } from '../lib/app-config.ts';

/** Each route's title (the core catalogue's `pageTitle`); a path not listed is the 404 page. */
const PAGE_TITLE_KEYS: Record<string, string> = {
  '/dashboard': 'pageTitle.dashboard',
  '/conversation': 'pageTitle.conversation',
  '/video-call': 'pageTitle.videoCall',
  '/subscribe': 'pageTitle.subscribe',
  '/quiz': 'pageTitle.quiz',
  '/kids-lesson': 'pageTitle.kidsLesson',
  '/notebook': 'pageTitle.notebook',
  '/review': 'pageTitle.review',
  '/progress': 'pageTitle.progress',
  '/memory': 'pageTitle.memory',
  '/placement': 'pageTitle.placement',
  '/admin': 'pageTitle.admin',
  '/admin-dashboard': 'pageTitle.adminDashboard',
  '/terms-of-service': 'pageTitle.terms',
  '/privacy-policy': 'pageTitle.privacy',
};

/** The document title for `path` in the interface language `t` speaks. */
export function documentTitle(path: string, t: (key: string, options?: Record<string, string>) => string) {
  const app = appConfig.appName;
  if (path === '/' || path === '/login') return t('pageTitle.home', { app });
  // `/placement/:language` is titled as `/placement`.
  const key = PAGE_TITLE_KEYS[path] ?? PAGE_TITLE_KEYS[path.replace(/^\/placement\/[a-z]+$/, '/placement')];
  const page = t(key ?? 'pageTitle.notFound');
  return t('pageTitle.page', { page, app });
}

/** Keeps `<title>` on the current page, in the interface language, as either changes. */
export function DocumentTitle() {
  const [path] = useLocation();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    document.title = documentTitle(path, t);
  }, [path, t, language]);
  return null;
}

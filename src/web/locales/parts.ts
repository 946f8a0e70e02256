/**
 * The catalogue parts (the file names in each language's folder), apart from lib/i18n.ts so the build
 * (vite.config.ts) reads the same list without i18next.
 */
export const CATALOGUE_PARTS = [
  'app',
  'errors',
  'legal',
  'account',
  'admin',
  'billing',
  'family',
  'kids',
  'learning',
  'lessons',
  'memory',
  'notebook',
  'placement',
  'practice',
  'progress',
  'quizzes',
  'review',
  'video-call',
] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The parts every screen needs: the shell, the login page, the server's error codes. */
export const CORE_PARTS: readonly CataloguePart[] = ['app', 'errors'];

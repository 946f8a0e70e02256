import type { PublicAppConfig } from '../../shared/contracts/app-config.ts';

const DEFAULT_CONFIG: PublicAppConfig = {
  appName: 'LinguaCoach',
  companyName: 'LinguaCoach Ltd',
  identity: 'google',
  speechToText: false,
};

/** Reads the deployment facts the server embedded in index.html (kept free of zod: the login page stays light). */
export function readAppConfig(): PublicAppConfig {
  // Rendered on the server (render-page.tsx), which sets the configuration itself.
  if (typeof document === 'undefined') return { ...DEFAULT_CONFIG };
  const content = document.querySelector('meta[name="linguacoach-config"]')?.getAttribute('content');
  if (!content || content === '__APP_CONFIG__') return DEFAULT_CONFIG;
  try {
    const value = JSON.parse(content) as Partial<PublicAppConfig>;
    return {
      appName: typeof value.appName === 'string' ? value.appName : DEFAULT_CONFIG.appName,
      companyName: typeof value.companyName === 'string' ? value.companyName : DEFAULT_CONFIG.companyName,
      identity: value.identity === 'development' ? 'development' : 'google',
      speechToText: value.speechToText === true,
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}

export const appConfig = readAppConfig();

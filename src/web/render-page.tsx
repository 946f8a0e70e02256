import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router as Location } from 'wouter';
import type { PageRenderInput } from '../shared/contracts/page-renderer.ts';
import { App } from './app/app.tsx';
import { SERVER_DRAWN_PAGES } from './app/router.tsx';
import { CURRENT_USER_KEY } from './features/auth/api/current-user.ts';
import { appConfig } from './lib/app-config.ts';
import { loadCatalogues, startCoreCatalogueToRender } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The app's first markup at `path`, as the browser's first render draws it, for the server to put into
 * the page (docs/decisions/135): for a visitor (the sign-in state still being asked for) or for the
 * signed-in `user`, with their data not yet asked for. The configuration and the language are set for
 * the whole module: the server renders one page at a time.
 */
export async function renderPage({
  path,
  language,
  catalogue,
  config,
  user,
}: PageRenderInput): Promise<string> {
  Object.assign(appConfig, config);
  await startCoreCatalogueToRender(language, catalogue);
  const queryClient = createQueryClient();
  if (user) {
    queryClient.setQueryData(CURRENT_USER_KEY, user);
    const page = SERVER_DRAWN_PAGES[path];
    // The page's code once; its strings in each language it is drawn in.
    if (page) await Promise.all([page.preload(), loadCatalogues(page.parts)]);
  }
  return renderToString(
    <StrictMode>
      <Location ssrPath={path} ssrSearch="">
        <App queryClient={queryClient} />
      </Location>
    </StrictMode>,
  );
}

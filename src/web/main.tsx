import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { SERVER_DRAWN_PAGES } from './app/router.tsx';
import { startWithUserInPage } from './features/auth/api/current-user.ts';
import { createQueryClient } from './lib/query-client.ts';
import { currentLanguage, initI18n } from './lib/i18n.ts';
import { readStoredTheme } from './features/theme/theme-provider.tsx';
import { CORE_CATALOGUE_ELEMENT_ID } from '../shared/contracts/core-catalogue.ts';
import './styles.css';

// The first paint waits for the interface language's core catalogue, which the served page usually
// carries (docs/decisions/125). The page may also carry the signed-in user and the first screen's
// markup (docs/decisions/135): the app then starts with that user and, on a page the server drew,
// hydrates it once the page's code is in, so that its first render draws the same screen.
// Each step below runs as a task of its own (nextTask), so the browser can paint and answer input
// between them instead of meeting one long task (docs/decisions/142).
void nextTask().then(async () => {
  await initI18n();
  await nextTask();
  const root = document.getElementById('root')!;
  const queryClient = createQueryClient();
  startWithUserInPage(queryClient);
  const app = (
    <StrictMode>
      <TakeOver root={root}>
        <App queryClient={queryClient} />
      </TakeOver>
    </StrictMode>
  );
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return;
  }
  await nextTask();
  const page = await SERVER_DRAWN_PAGES[window.location.pathname]?.preload().catch(() => undefined);
  for (const step of page?.beforeFirstRender ?? []) {
    await nextTask();
    // Preparing is an optimisation: the render does the same work itself if a step fails.
    try {
      step();
    } catch {
      // left to the render
    }
  }
  await nextTask();
  if (!drawnAsOnThisDevice()) {
    createRoot(root).render(app); // replaces the server's markup with this device's
    return;
  }
  // The server's markup is taken over as it is, in slices the browser can interrupt.
  startTransition(() => {
    hydrateRoot(root, app);
  });
});

/** Resolves in a later task of the browser's event loop, after what it has queued meanwhile. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The server's markup comes inert (docs/decisions/135): it responds once the app has taken it over. */
function TakeOver({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => root.removeAttribute('inert'), [root]);
  return children;
}

/**
 * Whether this device's first render draws what the server drew: the server draws the system theme in
 * the page's language, and a device may remember another of either.
 */
function drawnAsOnThisDevice(): boolean {
  const pageLanguage = document.getElementById(CORE_CATALOGUE_ELEMENT_ID)?.dataset.language;
  return readStoredTheme() === 'system' && pageLanguage === currentLanguage();
}

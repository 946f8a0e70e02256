import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { FullPageSpinner } from '../components/ui/spinner.tsx';
import { loadCatalogues, type CataloguePart } from '../lib/i18n.ts';

/**
 * A page's module: the page, and what its first renders would otherwise do inside them (building a
 * formatter), as steps a page the server drew runs before hydrating, each a task of its own
 * (docs/decisions/142).
 */
export interface PageModule<P> {
  default: ComponentType<P>;
  beforeFirstRender?: readonly (() => void)[];
}

/**
 * A route's page, split from the first load with the catalogue parts its screens use: the page
 * renders once both its code and its strings (in the interface language) have arrived. Which parts a
 * page needs is checked against the keys its modules use (locales/page-catalogues.test.ts).
 * `preload` starts both downloads before the page renders (a signed-in route starts them while the
 * current user is still being asked for); the page then waits for the same downloads, a spinner in its
 * place. A page mounted once they have arrived renders at once, without suspending: the first render of
 * a page the server drew (docs/decisions/135) draws the same screen instead of a spinner, and the
 * server's markup has no boundary that would be taken over apart from the rest of the page.
 */
export function lazyPage<P extends object>(
  parts: readonly CataloguePart[],
  load: () => Promise<PageModule<P>>,
) {
  let loading: Promise<PageModule<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadCatalogues(parts)]).then(([module]) => {
      loaded = module.default;
      return module;
    });
    // A failed download is tried again by the next render, as React.lazy alone would not.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  const Lazy = lazy(preload);
  function Page(props: P) {
    // Chosen once per mount: switching components would mount the page again.
    const [page] = useState(() => loaded);
    if (page) return createElement(page, props);
    return createElement(Suspense, { fallback: createElement(FullPageSpinner) }, createElement(Lazy, props));
  }
  return Object.assign(Page, { preload, parts });
}

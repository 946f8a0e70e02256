import { lazy, type ComponentType } from 'react';
import { loadCatalogues, type CataloguePart } from '../lib/i18n.ts';

/**
 * A route's page, split from the first load with the catalogue parts its screens use: the page
 * renders once both its code and its strings (in the interface language) have arrived. Which parts a
 * page needs is checked against the keys its modules use (locales/page-catalogues.test.ts).
 * `preload` starts both downloads before the page renders (a signed-in route starts them while the
 * current user is still being asked for); the page then waits for the same downloads.
 */
export function lazyPage<P extends object>(
  parts: readonly CataloguePart[],
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadCatalogues(parts)]).then(([module]) => module);
    // A failed download is tried again by the next render, as React.lazy alone would not.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

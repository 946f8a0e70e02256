import { lazy, type ComponentType } from 'react';
import { loadCatalogues, type CataloguePart } from '../lib/i18n.ts';

/**
 * A route's page, split from the first load with the catalogue parts its screens use: the page
 * renders once both its code and its strings (in the interface language) have arrived. Which parts a
 * page needs is checked against the keys its modules use (locales/page-catalogues.test.ts).
 */
export function lazyPage<P extends object>(
  parts: readonly CataloguePart[],
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadCatalogues(parts)]);
    return module;
  });
}

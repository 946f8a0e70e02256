import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { CATALOGUE_PARTS, initI18n, loadCatalogues } from '../src/web/lib/i18n.ts';

// Component tests render screens of any page: every catalogue part is loaded.
await initI18n('en');
await loadCatalogues(CATALOGUE_PARTS);

afterEach(() => {
  cleanup();
  localStorage.clear();
});

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../src/web/lib/i18n.ts';

await initI18n('en');

afterEach(() => {
  cleanup();
  localStorage.clear();
});

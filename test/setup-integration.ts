// The integration projects' own setup, after test/setup.ts: closes what test/test-app.ts shared among a
// file's apps (the database started ahead, the corrector), if the file loaded it.
import { afterAll } from 'vitest';
import { CLOSE_SHARED_TEST_RESOURCES } from './shared-resources.ts';

afterAll(async () => {
  const close = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[
    CLOSE_SHARED_TEST_RESOURCES
  ];
  await close?.();
});

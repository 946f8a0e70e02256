// The integration projects' own setup, after test/setup.ts. It imports nothing of the app: a test file's
// vi.mock must apply before the app's modules first load, so test/test-app.ts, once a file loads it,
// leaves here what to close after the file (the database started ahead, the shared corrector).
import { afterAll } from 'vitest';

const CLOSE_SHARED_TEST_RESOURCES = Symbol.for('linguacoach.test.closeSharedResources');

afterAll(async () => {
  const close = (globalThis as Record<symbol, (() => Promise<void>) | undefined>)[
    CLOSE_SHARED_TEST_RESOURCES
  ];
  await close?.();
});

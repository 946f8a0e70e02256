/**
 * Where test/test-app.ts leaves what a test file's apps share, for the integration setup to close after
 * the file. A module of its own so that the setup imports nothing of the app (a test file's vi.mock must
 * apply before the app's modules first load).
 */
export const CLOSE_SHARED_TEST_RESOURCES = Symbol.for('linguacoach.test.closeSharedResources');

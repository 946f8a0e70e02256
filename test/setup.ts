// Shared by every test project. Kept empty of globals on purpose: tests import what they use.
import { afterEach, beforeEach } from 'vitest';
import { format } from 'node:util';

/**
 * A `console.error` during a test fails it: React warnings, unhandled query errors and stray logs point at
 * real defects. The message still prints. A test that expects an error on the console replaces
 * `console.error` itself (e.g. `vi.spyOn(console, 'error').mockImplementation(() => {})`) and so opts out.
 */
const originalError = console.error;
let errorsThisTest: string[] = [];

beforeEach(() => {
  errorsThisTest = [];
  console.error = (...args: unknown[]) => {
    errorsThisTest.push(format(...args));
    originalError(...args);
  };
});

afterEach(() => {
  console.error = originalError;
  const errors = errorsThisTest;
  errorsThisTest = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
  }
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogThrottle } from './log-throttle.ts';

describe('createLogThrottle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs the first failure in full, then one count per interval, and in full again after a quiet one', () => {
    const logged: string[] = [];
    const throttle = createLogThrottle(10_000);
    const fail = () =>
      throttle.report(
        'database',
        () => logged.push('first'),
        (count, seconds) => logged.push(`${count} more in ${seconds} s`),
      );

    for (let index = 0; index < 500; index++) fail();
    expect(logged).toEqual(['first']);
    vi.advanceTimersByTime(10_000);
    expect(logged).toEqual(['first', '499 more in 10 s']);

    for (let index = 0; index < 3; index++) fail();
    vi.advanceTimersByTime(10_000);
    expect(logged).toEqual(['first', '499 more in 10 s', '3 more in 10 s']);

    // A quiet interval ends the series.
    vi.advanceTimersByTime(10_000);
    fail();
    expect(logged).toEqual(['first', '499 more in 10 s', '3 more in 10 s', 'first']);
  });

  it('throttles each kind on its own', () => {
    const logged: string[] = [];
    const throttle = createLogThrottle(10_000);
    throttle.report(
      'database',
      () => logged.push('database'),
      () => {},
    );
    throttle.report(
      'storage',
      () => logged.push('storage'),
      () => {},
    );
    throttle.report(
      'database',
      () => logged.push('database'),
      () => {},
    );
    expect(logged).toEqual(['database', 'storage']);
  });
});

import type { Clock } from '../src/server/core/clock.ts';

/** A clock tests move by hand. */
export function createTestClock(start = '2026-03-10T12:00:00Z') {
  let current = new Date(start);
  const clock: Clock & { set(iso: string): void; advance(ms: number): void } = {
    now: () => new Date(current),
    set(iso) {
      current = new Date(iso);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
  return clock;
}

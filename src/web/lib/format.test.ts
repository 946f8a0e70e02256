import { describe, expect, it } from 'vitest';
import { formatClock, formatRelativeTime } from './format.ts';

describe('formatting', () => {
  it('formats relative times', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatRelativeTime('2026-03-10T11:57:00Z', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T11:59:50Z', now)).toBe('10 seconds ago');
  });

  it('formats a session timer', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

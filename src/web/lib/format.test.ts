import { describe, expect, it } from 'vitest';
import { formatClock, formatNumber, formatPrice, formatRelativeTime, prepareFormat } from './format.ts';

describe('formatting', () => {
  it('formats relative times', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatRelativeTime('2026-03-10T11:57:00Z', now)).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T11:59:50Z', now)).toBe('10 seconds ago');
  });

  it('keeps one formatter per locale: a prepared or reused one formats in its own locale', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    prepareFormat('relativeTime', 'es');
    prepareFormat('number', 'fr');
    prepareFormat('price', 'en');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'es')).toBe('ayer');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'fr')).toBe('hier');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'fr')).toBe(new Intl.NumberFormat('fr').format(12345));
    expect(formatNumber(12345, 'fr')).not.toBe('12,345');
    expect(formatPrice(999, 'en')).toBe('$9.99');
    expect(formatPrice(999, 'es')).toBe(
      new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(9.99),
    );
  });

  it('formats a session timer', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3725)).toBe('1:02:05');
  });
});

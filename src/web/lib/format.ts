import { formatPrice as formatPriceIn } from '../../shared/domain/plans.ts';
import { currentLanguage } from './i18n.ts';

/**
 * A formatter kept per locale, built on first use: building one costs far more than formatting with
 * it, and the first of its kind on a page (which loads the locale's data) takes milliseconds.
 */
function keptPerLocale<Format>(build: (locale: string) => Format): (locale: string) => Format {
  const formats = new Map<string, Format>();
  return (locale) => {
    let format = formats.get(locale);
    if (!format) formats.set(locale, (format = build(locale)));
    return format;
  };
}

const relativeTimeFormat = keptPerLocale(
  (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
);
const numberFormat = keptPerLocale((locale) => new Intl.NumberFormat(locale));
const percentFormat = keptPerLocale(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
);
const dateTimeFormat = keptPerLocale(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
);
const dayFormat = keptPerLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }));
const longDateFormat = keptPerLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
const calendarDayFormat = {
  medium: keptPerLocale(
    (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
  ),
  long: keptPerLocale((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })),
};

/** The formatters a page can have built before it renders (prepareFormat). */
export type FormatKind = 'number' | 'price' | 'relativeTime';

/** Builds one kind of formatter for `locale` ahead of the render that uses it. */
export function prepareFormat(kind: FormatKind, locale: string = currentLanguage()): void {
  if (kind === 'number') numberFormat(locale);
  else if (kind === 'price') formatPriceIn(0, locale);
  else relativeTimeFormat(locale);
}

/** The units a relative time is told in, largest first, with their length in seconds. */
const RELATIVE_TIME_UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 minutes ago", "yesterday", … in the interface language. */
export function formatRelativeTime(
  iso: string,
  now = Date.now(),
  locale: string = currentLanguage(),
): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(locale);
  for (const [unit, size] of RELATIVE_TIME_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

export function formatDateTime(iso: string, locale: string = currentLanguage()): string {
  return dateTimeFormat(locale).format(new Date(iso));
}

/** A day in the interface language's medium style ("Nov 23, 2026", "23 nov 2026", "23 nov. 2026"). */
export function formatDay(date: string | Date, locale: string = currentLanguage()): string {
  return dayFormat(locale).format(new Date(date));
}

/**
 * A calendar day given as YYYY-MM-DD (a UTC day, a week's Monday) in the interface language, read in UTC
 * so that no time zone shows it as the day before. `style` as in Intl.DateTimeFormat's dateStyle.
 */
export function formatCalendarDay(
  day: string,
  style: 'medium' | 'long' = 'medium',
  locale: string = currentLanguage(),
): string {
  return calendarDayFormat[style](locale).format(new Date(`${day}T12:00:00Z`));
}

export function formatDate(iso: string, locale: string = currentLanguage()): string {
  return longDateFormat(locale).format(new Date(iso));
}

/** A whole number with the interface language's grouping ("1,000", "1000", "1 000"). */
export function formatNumber(value: number, locale: string = currentLanguage()): string {
  return numberFormat(locale).format(value);
}

/** A share (0.5 → "50%", "50 %") rounded to a whole percentage, in the interface language. */
export function formatPercent(fraction: number, locale: string = currentLanguage()): string {
  return percentFormat(locale).format(fraction);
}

/** A price in cents, formatted for the interface language. */
export function formatPrice(cents: number, locale: string = currentLanguage()): string {
  return formatPriceIn(cents, locale);
}

/** mm:ss (or h:mm:ss) from a number of seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * Growth lines from real figures (never a fixed share of the total; docs/product.md#admin): this month
 * against last month as a signed whole percentage written for `locale` ("+15%", "+15 %"), or plain
 * counts when last month had none.
 */
export type MonthComparison =
  { kind: 'change'; change: string } | { kind: 'noneLastMonth'; count: number } | { kind: 'noneEither' };

export function compareMonths(thisMonth: number, lastMonth: number, locale = 'en'): MonthComparison {
  if (lastMonth === 0)
    return thisMonth === 0 ? { kind: 'noneEither' } : { kind: 'noneLastMonth', count: thisMonth };
  const percent = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  const size = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.abs(percent) / 100,
  );
  return { kind: 'change', change: `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${size}` };
}

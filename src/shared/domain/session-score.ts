/**
 * A session's score (docs/product.md#practice): the share of the learner's messages that needed no
 * correction, as a whole percentage; null when the learner wrote nothing.
 */
export function sessionScore(correctionCounts: readonly number[]): number | null {
  if (correctionCounts.length === 0) return null;
  const clean = correctionCounts.filter((count) => count === 0).length;
  return Math.round((clean / correctionCounts.length) * 100);
}

/**
 * Explanations of the Spanish rules written from the error taxonomy (docs/corrections/taxonomy-*.md),
 * by rule id, in the three interface languages. Merged into the catalogue by explanations.ts.
 */
import type { ExplanationEntries } from './explanation-types.ts';

export const SPANISH_EXPLANATIONS: ExplanationEntries = {
  en: {},
  es: {},
  fr: {},
};

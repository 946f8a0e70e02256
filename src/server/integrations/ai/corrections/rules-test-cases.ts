import { describe, expect, it } from 'vitest';
import type { GrammarRule } from './rules.ts';

export interface RuleCases {
  /** A sentence with the mistake, and the fragment found → its correction. */
  positive: [text: string, original: string, corrected: string][];
  /** Sentences that look alike but are right. */
  negative: string[];
}

/** Runs one rule id's cases against a rule set: each positive found exactly, no finding on a negative. */
function checkRule(rules: readonly GrammarRule[], id: string, cases: RuleCases) {
  const ofRule = rules.filter((rule) => rule.id === id);
  expect(ofRule.length).toBeGreaterThan(0);
  expect(cases.negative.length).toBeGreaterThanOrEqual(3);
  for (const [text, original, corrected] of cases.positive) {
    const findings = rules.flatMap((rule) => rule.find(text));
    expect(
      findings.map(({ original, corrected, rule }) => ({ original, corrected, rule })),
      text,
    ).toEqual([{ original, corrected, rule: id }]);
  }
  for (const text of cases.negative)
    expect(
      rules.flatMap((rule) => rule.find(text)),
      text,
    ).toEqual([]);
}

/** One test per rule id, and one that every rule of the set has cases. */
export function describeRules(name: string, rules: readonly GrammarRule[], cases: Record<string, RuleCases>) {
  describe(name, () => {
    for (const [id, ofId] of Object.entries(cases)) it(id, () => checkRule(rules, id, ofId));

    it('every rule has cases', () => {
      for (const rule of rules) expect(cases[rule.id], `${rule.id} has no cases`).toBeDefined();
    });
  });
}

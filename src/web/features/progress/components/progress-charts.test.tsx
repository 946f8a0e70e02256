import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Progress } from '../../../../shared/contracts/progress.ts';
import ProgressCharts from './progress-charts.tsx';

const newLearner: Progress = {
  language: 'english',
  minutesPerWeek: [{ week: '2026-11-23', minutes: 0 }],
  mistakesPer100Words: [],
  quizLevels: [],
  retention: [{ week: '2026-11-23', reviews: 0, recalled: 0, rate: null }],
} as unknown as Progress;
const oneSession: Progress = {
  ...newLearner,
  minutesPerWeek: [{ week: '2026-11-23', minutes: 12 }],
  mistakesPer100Words: [{ sessionId: 1, date: '2026-11-24T10:00:00.000Z', words: 40, mistakes: 2, rate: 5 }],
} as unknown as Progress;

describe('the progress charts', () => {
  it('show an empty state instead of bare axes for a new learner', () => {
    render(<ProgressCharts progress={newLearner} />);
    for (const id of ['minutes', 'mistakes', 'quiz', 'retention'])
      expect(
        screen.getByTestId(`chart-${id}`).querySelector('[data-testid="chart-empty"]'),
        id,
      ).not.toBeNull();
  });

  it('keep their drawings out of the keyboard order, as they are out of the accessibility tree', () => {
    const { container } = render(<ProgressCharts progress={oneSession} />);
    expect(container.querySelectorAll('[data-testid="chart-drawing"]')).toHaveLength(2);
    for (const hidden of container.querySelectorAll('[aria-hidden="true"]'))
      if (hidden.matches('[data-testid="chart-drawing"]')) expect(hidden.hasAttribute('inert')).toBe(true);
    expect(container.querySelectorAll('[aria-hidden="true"] [tabindex="0"]')).toHaveLength(0);
  });
});

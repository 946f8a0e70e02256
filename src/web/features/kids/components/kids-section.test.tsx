import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import {
  KidsAvailableResponseSchema,
  type KidsAvailableResponse,
  type KidsLessonSummary,
} from '../../../../shared/contracts/quiz-play.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { KidsSection } from './kids-section.tsx';

const { serve } = stubFetch();

function lesson(
  id: number,
  level: number,
  verdict: Pick<KidsLessonSummary, 'isUnlocked' | 'passed' | 'stars'>,
) {
  return {
    id,
    language: 'english',
    level,
    title: `Lesson ${level} title`,
    description: 'Pictures and sounds.',
    questionCount: 8,
    ageGroup: '4-6',
    ...verdict,
  };
}

function serveLessons(english: KidsAvailableResponse) {
  const empty = KidsAvailableResponseSchema.parse({ quizzes: [], totalStars: 0, progressPercent: 0 });
  serve((url) => {
    const language = new URL(url, 'http://localhost').searchParams.get('language') as LanguageCode;
    if (!url.startsWith('/api/quiz/kids/available')) return undefined;
    return json(language === 'english' ? english : empty);
  });
}

describe('the ABC For Kids section', () => {
  it("shows the server's stars, progress and open lessons as given", async () => {
    serveLessons(
      KidsAvailableResponseSchema.parse({
        quizzes: [
          lesson(11, 1, { isUnlocked: true, passed: true, stars: 2 }),
          lesson(12, 2, { isUnlocked: true, passed: false, stars: 0 }),
          lesson(13, 3, { isUnlocked: false, passed: false, stars: 0 }),
        ],
        // Counts a completed lesson that is no longer listed: the totals are the server's too.
        totalStars: 5,
        progressPercent: 25,
      }),
    );
    renderWithClient(<KidsSection />);
    const english = await screen.findByRole('region', { name: 'English' });
    expect(await within(english).findByText('Lesson 2 title')).toBeTruthy();
    expect(within(english).getByTestId('kids-stars-english').textContent).toBe('5 stars');
    expect(within(english).getByTestId('kids-progress-english').textContent).toBe('25% complete');

    const rows = within(english).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('Completed')).toBeTruthy();
    expect(within(rows[0]!).getByTitle('2 of 3 stars')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: /Play again/ })).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: /Play/ }).getAttribute('href')).toBe(
      '/kids-lesson?language=english&lesson=2',
    );
    expect(within(rows[2]!).getByText('Locked')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: /Play/ }).hasAttribute('disabled')).toBe(true);
  });

  it('locks a lesson the server says is locked even when the lesson before it is completed', async () => {
    serveLessons(
      KidsAvailableResponseSchema.parse({
        quizzes: [
          lesson(11, 1, { isUnlocked: true, passed: true, stars: 3 }),
          lesson(12, 2, { isUnlocked: false, passed: false, stars: 0 }),
        ],
        totalStars: 3,
        progressPercent: 13,
      }),
    );
    renderWithClient(<KidsSection />);
    const english = await screen.findByRole('region', { name: 'English' });
    await within(english).findByText('Lesson 2 title');
    const rows = within(english).getAllByRole('listitem');
    expect(within(rows[1]!).getByText('Locked')).toBeTruthy();
  });
});

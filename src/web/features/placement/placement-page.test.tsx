import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlacementStateSchema, type PlacementState } from '../../../shared/contracts/placement.ts';
import { json, renderWithClient, stubFetch } from '../../../../test/web-api.tsx';
import { openQuizLevels, PlacementTest } from './placement-page.tsx';

const api = stubFetch();

const item = (id: string, extra: Partial<PlacementState['item']> = {}) => ({
  id,
  skill: 'language' as const,
  type: 'gap-fill' as const,
  question: `Question ${id}`,
  options: ['uno', 'dos', 'tres', 'cuatro'],
  ...extra,
});

describe('the placement test', () => {
  it('opens 1 level quiz at A1 up to 5 at C1', () => {
    expect(['A1', 'A2', 'B1', 'B2', 'C1'].map((level) => openQuizLevels(level as 'A1'))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('starts, sends "I don\'t know" and an option as the server expects, and shows the level it gives', async () => {
    const bodies: unknown[] = [];
    api.serve(async (url, init) => {
      if (url === '/api/placement/spanish/tests' && init?.method === 'POST') {
        return json(
          PlacementStateSchema.parse({
            testId: 7,
            language: 'spanish',
            answered: 0,
            maxItems: 20,
            item: item('a'),
          }),
        );
      }
      if (url === '/api/placement/tests/7/answers' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1
          ? json(
              PlacementStateSchema.parse({
                testId: 7,
                language: 'spanish',
                answered: 1,
                maxItems: 20,
                item: item('b', { skill: 'listening', type: 'listening', question: 'What did you hear?' }),
              }),
            )
          : json(
              PlacementStateSchema.parse({
                testId: 7,
                language: 'spanish',
                answered: 2,
                maxItems: 20,
                result: { level: 'B1', finishedAt: '2026-11-28T03:00:00.000Z', itemsAnswered: 2 },
              }),
            );
      }
      return undefined;
    });
    renderWithClient(<PlacementTest language="spanish" />);

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const first = await screen.findByRole('heading', { name: 'Question 1 (at most 20)' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByRole('group', { name: 'Question a' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "I don't know" }));

    const second = await screen.findByRole('heading', { name: 'Question 2 (at most 20)' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(screen.getByRole('button', { name: 'Play the recording' })).toBeTruthy();
    expect(screen.getByTestId('item-audio').getAttribute('src')).toBe('/api/placement/tests/7/audio');
    fireEvent.click(screen.getByRole('button', { name: 'tres' }));

    const result = await screen.findByRole('heading', { name: 'Your level: B1 · Intermediate' });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(bodies).toEqual([
      { itemId: 'a', choice: 'unknown' },
      { itemId: 'b', choice: 2 },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Your level in Spanish is B1.');
    expect(screen.getByText('Levels 1–3 of the level quizzes are now open.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Take the test again' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it("shows the server's reason when the test cannot start, in the one error shape", async () => {
    api.serve(() =>
      json(
        { code: 'SERVICE_UNAVAILABLE', message: 'Placement is not available right now.', requestId: 'r1' },
        503,
      ),
    );
    renderWithClient(<PlacementTest language="french" />);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Placement is not available right now.');
    expect((screen.getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

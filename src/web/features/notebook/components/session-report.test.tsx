import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import {
  SessionReportResponseSchema,
  type SessionReport as Report,
} from '../../../../shared/contracts/notebook.ts';
import { SessionReport } from './session-report.tsx';

const { serve } = stubFetch();

function serveReport(speaking: Pick<Report, 'speakingRate' | 'pauses'>) {
  const body = SessionReportResponseSchema.parse({
    report: {
      sessionId: 7,
      language: 'spanish',
      mode: 'voice',
      startedAt: '2026-03-10T12:00:00.000Z',
      endedAt: '2026-03-10T12:05:00.000Z',
      minutes: 5,
      turns: 2,
      words: 9,
      mistakes: [],
      corrections: [],
      newCards: [],
      newWords: ['comida'],
      ...speaking,
    },
  });
  serve((url) => (url === '/api/sessions/7/report' ? json(body) : undefined));
}

describe('the session report', () => {
  it('shows the speaking rate and pauses the server measured', async () => {
    serveReport({ speakingRate: 1042, pauses: { count: 2, longestSeconds: 1.5 } });
    renderWithClient(<SessionReport sessionId={7} />);
    expect((await screen.findByTestId('report-speaking-rate')).textContent).toBe(
      'Speaking rate: 1,042 words per minute',
    );
    expect(screen.getByTestId('report-pauses').textContent).toBe(
      '2 pauses of a second or more; the longest lasted 1.5\u00a0s.',
    );
  });

  it('says when there was no pause', async () => {
    serveReport({ speakingRate: 120, pauses: { count: 0, longestSeconds: 0 } });
    renderWithClient(<SessionReport sessionId={7} />);
    expect((await screen.findByTestId('report-pauses')).textContent).toBe('No pauses of a second or more.');
  });

  it('shows nothing about speaking without timings', async () => {
    serveReport({ speakingRate: null, pauses: null });
    renderWithClient(<SessionReport sessionId={7} />);
    expect((await screen.findByTestId('report-new-words')).textContent).toBe('comida');
    expect(screen.queryByTestId('report-speaking-rate')).toBeNull();
    expect(screen.queryByText(/Speaking rate/)).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import type { UserStats } from '../../../../shared/contracts/practice.ts';
import { loadCatalogues } from '../../../lib/i18n.ts';
import { MinutesBadge } from './minutes-badge.tsx';

const { serve } = stubFetch();

function serveStats(used: number, limit: number) {
  const stats: UserStats = {
    totalSessions: 3,
    progress: [],
    monthlyMinutesUsed: used,
    monthlyMinutesLimit: limit,
    totalMinutesUsed: used,
    currentStreak: 1,
    plan: 'annual',
  };
  serve((url) => (url.startsWith('/api/user/stats') ? json(stats) : undefined));
}

afterEach(() => i18next.changeLanguage('en'));

describe('the minutes badge', () => {
  it('writes the minutes left as numbers are written in the interface language', async () => {
    serveStats(0, 12000);
    renderWithClient(<MinutesBadge />);
    expect((await screen.findByTestId('minutes-left')).textContent).toBe('12,000 min left');
  });

  it('writes them in Spanish and French too', async () => {
    await i18next.changeLanguage('es');
    await loadCatalogues(['practice']);
    serveStats(0, 12000);
    const spanish = renderWithClient(<MinutesBadge />);
    expect((await screen.findByTestId('minutes-left')).textContent).toBe('Quedan 12.000 min');
    spanish.unmount();

    await i18next.changeLanguage('fr');
    await loadCatalogues(['practice']);
    serveStats(100, 1300);
    renderWithClient(<MinutesBadge />);
    expect((await screen.findByTestId('minutes-left')).textContent).toBe('1\u202f200 min restantes');
  });

  it('says when none are left', async () => {
    serveStats(40, 30);
    renderWithClient(<MinutesBadge />);
    expect((await screen.findByTestId('minutes-left')).textContent).toBe('0 min left');
  });
});

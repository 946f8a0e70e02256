import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeInterfaceLanguage } from '../../../lib/i18n.ts';
import { AdminStatCards } from './admin-stat-cards.tsx';

const stats = { totalUsers: 12345, activeSubscriptions: 1500, totalMinutes: 987654, totalSessions: 4321 };
const growth = {
  newUsersLast7Days: 2500,
  newSubscriptionsLast7Days: 0,
  minutesThisMonth: 1200,
  minutesLastMonth: 0,
  sessionsThisMonth: 0,
  sessionsLastMonth: 0,
};

afterEach(() => changeInterfaceLanguage('en', false));

describe('admin figures', () => {
  it.each(['en', 'es', 'fr'] as const)(
    'are formatted for the interface language (%s) on both panels',
    async (language) => {
      await changeInterfaceLanguage(language, false);
      // Testing Library folds every space (French groups with a narrow no-break space) into ' '.
      const format = (value: number) => new Intl.NumberFormat(language).format(value).replace(/\s/g, ' ');
      for (const namespace of ['adminPanel', 'adminDashboard'] as const) {
        const { unmount } = render(<AdminStatCards stats={stats} growth={growth} namespace={namespace} />);
        expect(screen.getByText(format(987654))).toBeDefined();
        expect(screen.getByText(new RegExp(format(2500)))).toBeDefined();
        unmount();
      }
    },
  );
});

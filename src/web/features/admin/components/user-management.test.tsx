import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import { AdminUsersResponseSchema } from '../../../../shared/contracts/admin.ts';
import { UserManagement } from './user-management.tsx';

const { serve, fetchMock } = stubFetch();

/** Users with ids from `top` down, as the server lists them (newest first). */
function usersFrom(top: number, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const id = top - index;
    return {
      id,
      username: `Learner ${id}`,
      email: `learner${id}@example.org`,
      avatar: null,
      plan: 'free',
      isAdmin: false,
      isOwnerAdmin: false,
      subscribed: false,
      monthlyMinutesUsed: 0,
      totalMinutesUsed: 0,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
  });
}

/** 45 users (ids 45 … 1) in pages of 20, as the server pages them: by cursor, total capped at 40. */
function serveUsers() {
  serve((url) => {
    const address = new URL(url, 'http://app.test');
    if (address.pathname !== '/api/admin/users') return undefined;
    const before = Number(address.searchParams.get('before') ?? 46);
    const top = before - 1;
    const count = Math.min(20, top);
    return json(
      AdminUsersResponseSchema.parse({
        users: usersFrom(top, count),
        total: 40,
        totalCapped: true,
        pageSize: 20,
        nextBefore: top - count > 0 ? top - count + 1 : null,
      }),
    );
  });
}

const usersRequested = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/users'));

describe('the admin user list', () => {
  it('walks the pages by the cursor the server gives, back and forth, and shows a capped total as such', async () => {
    serveUsers();
    renderWithClient(<UserManagement />);
    expect(await screen.findByText('Learner 45')).toBeTruthy();
    expect(screen.getByText('Showing 1–20 of more than 40')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous.hasAttribute('disabled')).toBe(true);

    fireEvent.click(next);
    expect(await screen.findByText('Learner 25')).toBeTruthy();
    expect(screen.getByText('Showing 21–40 of more than 40')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Learner 5')).toBeTruthy();
    expect(screen.getByText('Showing 41–45 of more than 40')).toBeTruthy();
    // The server said this page is the last.
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(usersRequested()).toEqual([
      '/api/admin/users?pageSize=20',
      '/api/admin/users?before=26&pageSize=20',
      '/api/admin/users?before=6&pageSize=20',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Learner 25')).toBeTruthy();
    expect(screen.getByText('Showing 21–40 of more than 40')).toBeTruthy();
  });

  it('starts again at the first page when the search changes', async () => {
    serveUsers();
    renderWithClient(<UserManagement />);
    await screen.findByText('Learner 45');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Learner 25');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'learner' } });
    // The search is sent once typing pauses, for the first page.
    await waitFor(() => expect(usersRequested().at(-1)).toBe('/api/admin/users?search=learner&pageSize=20'));
    expect(await screen.findByText('Learner 45')).toBeTruthy();
    expect(screen.getByText('Showing 1–20 of more than 40')).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubFetch } from '../../../test/web-api.tsx';
import { RequireUser } from './guards.tsx';

const api = stubFetch();

describe('signed-in routes', () => {
  it("start the page's downloads while the current user is still being asked for", async () => {
    // The current user's call never answers in this test: the page must not wait for it.
    api.serve((url) => (url === '/api/auth/login' ? new Promise<Response>(() => undefined) : undefined));
    const preload = vi.fn(() => Promise.resolve());
    renderWithClient(<RequireUser preload={preload}>{() => <p>The page</p>}</RequireUser>);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(api.requestsTo('POST', '/api/auth/login')).toHaveLength(1);
    expect(screen.queryByText('The page')).toBeNull();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { EmptyState, QueryStates, type QueryState } from './query-states.tsx';

const loadError = { messageKey: 'adminDashboard.loadError', retryLabelKey: 'adminDashboard.retry' };

const list = (data: string[]) => (
  <ul>
    {data.map((entry) => (
      <li key={entry}>{entry}</li>
    ))}
  </ul>
);

function renderStates(query: QueryState<string[]>) {
  return render(
    <QueryStates
      query={query}
      loadError={loadError}
      isEmpty={(data) => data.length === 0}
      empty={<EmptyState title="Nothing yet" description="Add the first one." />}
    >
      {list}
    </QueryStates>,
  );
}

const base = { isPending: false, isError: false, error: null, data: undefined, refetch: () => undefined };

describe('query states', () => {
  it('shows a spinner while loading', () => {
    renderStates({ ...base, isPending: true });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the load error with the server's reason and retries", () => {
    const refetch = vi.fn();
    const error = new ApiError(503, '503: …', 'UNAVAILABLE', 'Service unavailable');
    renderStates({ ...base, isError: true, error, refetch });
    expect(screen.getByRole('alert').textContent).toContain('No se pudieron cargar los datos');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, then the data', () => {
    const { rerender } = renderStates({ ...base, data: [] });
    expect(screen.getByText('Nothing yet')).toBeTruthy();
    expect(screen.getByText('Add the first one.')).toBeTruthy();
    rerender(
      <QueryStates query={{ ...base, data: ['one', 'two'] }} loadError={loadError}>
        {list}
      </QueryStates>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
  });
});

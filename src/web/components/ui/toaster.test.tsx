import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster.tsx';
import { dismissToast, toast, useToasts } from './use-toast.ts';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows at most one toast at a time: the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('closes a toast after 5 seconds', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(screen.getByText('Saved')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('keeps a dismissed toast, closed, for 1,000,000 ms before removing it', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'Gone soon' }).dismiss();
    });
    expect(result.current).toEqual([expect.objectContaining({ title: 'Gone soon', open: false })]);
    await act(() => vi.advanceTimersByTimeAsync(999_999));
    expect(result.current).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toEqual([]);
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../components/ui/use-toast.ts';
import { ToasterOnceNeeded } from './app.tsx';

afterEach(() => {
  act(() => dismissToast());
});

describe('the toaster on demand', () => {
  it('renders nothing until a toast is raised, then shows that toast', async () => {
    const { container } = render(<ToasterOnceNeeded />);
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toast({ title: 'Saved', description: 'Your card was added' });
    });
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Your card was added')).toBeTruthy();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissPageAlert, PageAlert, showPageAlert } from './page-alert.tsx';

afterEach(() => dismissPageAlert());

describe('the page alert', () => {
  it('shows the message as an alert without taking the focus, and never opens the browser dialog', () => {
    const nativeAlert = vi.fn();
    vi.stubGlobal('alert', nativeAlert);
    render(
      <>
        <label htmlFor="box">Your message</label>
        <textarea id="box" />
        <PageAlert />
      </>,
    );
    const box = screen.getByLabelText('Your message');
    box.focus();
    act(() => showPageAlert('No se puede acceder al micrófono. Por favor, permite el acceso.'));

    expect(screen.getByRole('alert').textContent).toContain(
      'No se puede acceder al micrófono. Por favor, permite el acceso.',
    );
    expect(document.activeElement).toBe(box);
    expect(nativeAlert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows the latest message only, and goes when dismissed', () => {
    render(<PageAlert />);
    act(() => showPageAlert('First'));
    act(() => showPageAlert('Second'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Second');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

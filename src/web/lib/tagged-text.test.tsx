import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaggedText } from './tagged-text.tsx';

describe('TaggedText', () => {
  it('wraps each tagged part in its element and keeps the text around it', () => {
    const { container } = render(
      <p>
        <TaggedText
          text="By continuing you agree to our <terms>Terms</terms> and <privacy>Privacy</privacy>."
          tags={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
        />
      </p>,
    );
    expect(container.textContent).toBe('By continuing you agree to our Terms and Privacy.');
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
  });

  it('shows the text of a tag it has no element for, and text without tags as it is', () => {
    const { container } = render(
      <p>
        <TaggedText text="Lisez les <terms>conditions</terms> ; <other>rien</other>" tags={{}} />
      </p>,
    );
    expect(container.textContent).toBe('Lisez les conditions ; rien');
    expect(container.querySelector('a')).toBeNull();
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/domain/languages.ts';
import { LanguageTabs } from '../features/notebook/components/language-tabs.tsx';
import { Flag } from './flag.tsx';

const EMOJI_FLAG = /\p{Regional_Indicator}/u;

describe('flags', () => {
  it('are drawn, not emoji that Windows shows as letters', () => {
    for (const language of LANGUAGE_CODES) {
      const { container } = render(<Flag language={language} />);
      const svg = container.querySelector(`svg[data-flag="${language}"]`);
      expect(svg).not.toBeNull();
      expect(svg!.getAttribute('aria-hidden')).toBe('true');
      expect(svg!.querySelectorAll('rect').length).toBeGreaterThan(1);
      expect(container.textContent).not.toMatch(EMOJI_FLAG);
    }
  });

  it('show beside each language of the language tabs without an emoji', () => {
    const { container } = render(<LanguageTabs value="english" onChange={() => {}} label="Language" />);
    expect(container.querySelectorAll('svg[data-flag]')).toHaveLength(3);
    expect(container.textContent).not.toMatch(EMOJI_FLAG);
  });
});

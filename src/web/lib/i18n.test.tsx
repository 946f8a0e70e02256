import { describe, expect, it } from 'vitest';
import { changeInterfaceLanguage, languageFromBrowser } from './i18n.ts';
import i18next from './i18n.ts';
import { formatNumber, formatPrice } from './format.ts';

describe('interface language', () => {
  it('picks the first browser language we write in, by primary subtag, defaulting to English', () => {
    expect(languageFromBrowser(['es-MX', 'en-US'])).toBe('es');
    expect(languageFromBrowser(['de-DE', 'FR-ca', 'es'])).toBe('fr');
    expect(languageFromBrowser(['de', 'it'])).toBe('en');
    expect(languageFromBrowser([])).toBe('en');
  });

  it('switches catalogue, <html lang>, remembered choice and number formats together', async () => {
    await changeInterfaceLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('lc.interfaceLanguage')).toBe('fr');
    expect(i18next.t('userMenu.signOut')).not.toBe(i18next.getFixedT('en')('userMenu.signOut'));
    expect(formatNumber(1000)).toBe(new Intl.NumberFormat('fr').format(1000));
    expect(formatPrice(999)).toMatch(/^9,99\s\$/);
    await changeInterfaceLanguage('en');
    expect(formatPrice(999)).toBe('$9.99');
    expect(document.documentElement.lang).toBe('en');
  });
});

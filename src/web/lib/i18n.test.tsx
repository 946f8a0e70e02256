import { describe, expect, it, vi } from 'vitest';
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

  it('loads only the parts asked for; a switch brings every part loaded so far in the new language', async () => {
    vi.resetModules();
    const fresh = await import('./i18n.ts');
    await fresh.initI18n('en');
    const i18n = fresh.default;
    expect(i18n.exists('login.heading')).toBe(true);
    expect(i18n.exists('legal.lastUpdated')).toBe(false);
    await fresh.loadCatalogues(['legal']);
    expect(i18n.exists('legal.lastUpdated')).toBe(true);
    await fresh.changeInterfaceLanguage('fr', false);
    expect(i18n.t('legal.lastUpdated')).toBe(i18n.getResource('fr', 'translation', 'legal.lastUpdated'));
    expect(i18n.getResource('fr', 'translation', 'legal.lastUpdated')).toEqual(expect.any(String));
    expect(i18n.getResource('fr', 'translation', 'billing.subscribe.title')).toBeUndefined();
    await fresh.changeInterfaceLanguage('en', false);
  });

  it('starts from the core catalogue the page carries when it is in the starting language, else downloads it', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'core-catalogue';
    element.dataset.language = 'en';
    element.textContent = JSON.stringify({ login: { heading: 'From the page' } });
    document.head.append(element);
    try {
      vi.resetModules();
      const english = await import('./i18n.ts');
      await english.initI18n('en');
      expect(english.default.t('login.heading')).toBe('From the page');

      vi.resetModules();
      const french = await import('./i18n.ts');
      await french.initI18n('fr');
      expect(french.default.t('login.heading')).not.toBe('From the page');
      expect(french.default.t('login.heading')).toBe(
        french.default.getResource('fr', 'translation', 'login.heading'),
      );
      await french.changeInterfaceLanguage('en', false);
    } finally {
      element.remove();
    }
  });
});

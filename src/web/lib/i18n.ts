import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Every visible string lives in a catalogue; the default one reproduces the spec's copy verbatim.
 * Each feature owns one file in locales/en/ with its own top-level keys; they are merged here.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});

function mergeCatalogues(catalogues: Record<string, Record<string, unknown>>) {
  const merged: Record<string, unknown> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    for (const [key, value] of Object.entries(catalogue)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (again in ${file})`);
      merged[key] = value;
    }
  }
  return merged;
}

void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: mergeCatalogues(files) } },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18next;

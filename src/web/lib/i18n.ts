import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../shared/contracts/auth.ts';

/**
 * Every visible string lives in a catalogue; the default (English) one reproduces the spec's copy verbatim.
 * Each feature owns one file per language in locales/<language>/ with its own top-level keys; they are
 * merged here. Catalogues are loaded lazily: only the active language's files are fetched.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';
const STORAGE_KEY = 'lc.interfaceLanguage';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we write in, matched by primary subtag (es-MX → es). */
export function languageFromBrowser(languages: readonly string[]): InterfaceLanguage {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): InterfaceLanguage | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isInterfaceLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The language to start in: the one remembered on this device, else the browser's. */
export function initialLanguage(): InterfaceLanguage {
  return storedLanguage() ?? languageFromBrowser(browserLanguages());
}

export function mergeCatalogues(catalogues: Record<string, Record<string, unknown>>) {
  const merged: Record<string, unknown> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    for (const [key, value] of Object.entries(catalogue)) {
      if (key in merged) throw new Error(`Translation key "${key}" is defined twice (again in ${file})`);
      merged[key] = value;
    }
  }
  return merged;
}

const loading = new Map<InterfaceLanguage, Promise<void>>();

function loadCatalogue(language: InterfaceLanguage): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    const prefix = `../locales/${language}/`;
    const entries = Object.entries(files).filter(([path]) => path.startsWith(prefix));
    pending = Promise.all(entries.map(async ([path, load]) => [path, await load()] as const)).then(
      (loaded) => {
        i18next.addResourceBundle(
          language,
          'translation',
          mergeCatalogues(Object.fromEntries(loaded)),
          true,
          true,
        );
      },
    );
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The active interface language. */
export function currentLanguage(): InterfaceLanguage {
  return isInterfaceLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface (loading its catalogue first), sets <html lang> and remembers the choice on
 * this device. Storing it with the signed-in user is the caller's job (see useInterfaceLanguage).
 */
export async function changeInterfaceLanguage(language: InterfaceLanguage, remember = true): Promise<void> {
  await loadCatalogue(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Private modes may refuse storage: the choice then lasts for this visit.
    }
  }
}

/** Starts i18next in the initial language; resolves once its catalogue is loaded. */
export async function initI18n(language: InterfaceLanguage = initialLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...INTERFACE_LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeInterfaceLanguage(language, false);
}

export default i18next;

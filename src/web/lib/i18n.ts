import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_CATALOGUE_ELEMENT_ID } from '../../shared/contracts/core-catalogue.ts';
import {
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
  languageFromBrowser,
  type InterfaceLanguage,
} from '../../shared/domain/interface-languages.ts';
import { CATALOGUE_PARTS, CORE_PARTS, type CataloguePart } from '../locales/parts.ts';

/**
 * Every visible string lives in a catalogue; the default (English) one reproduces the spec's copy verbatim.
 * A catalogue is split into parts, one file per language in locales/<language>/<part>.json, each owning
 * its own top-level keys; loaded parts are merged into one i18next namespace. Parts load lazily, per
 * language and per page: the first paint waits only for the active language's core parts (the shell,
 * the login page and the server's errors), which the served page usually carries (embeddedCoreCatalogue);
 * each page's route loads the parts it needs with its code (app/lazy-page.ts), and switching language
 * loads, for the new language, every part loaded so far.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

export { CATALOGUE_PARTS, CORE_PARTS, type CataloguePart };
export { isInterfaceLanguage, languageFromBrowser };

export const DEFAULT_LANGUAGE: InterfaceLanguage = INTERFACE_LANGUAGES[0];
const STORAGE_KEY = 'lc.interfaceLanguage';

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

const loading = new Map<string, Promise<void>>();
/** Every part asked for so far: a language switch loads all of them for the new language. */
const wanted = new Set<CataloguePart>(CORE_PARTS);

const partPath = (language: InterfaceLanguage, part: CataloguePart) => `../locales/${language}/${part}.json`;

function loadPart(language: InterfaceLanguage, part: CataloguePart): Promise<void> {
  const path = partPath(language, part);
  let pending = loading.get(path);
  if (!pending) {
    const load = files[path];
    if (!load) throw new Error(`No catalogue file ${language}/${part}.json`);
    pending = load().then((catalogue) => {
      // Parts own disjoint top-level keys (checked by locales/page-catalogues.test.ts), so merging
      // them into the one namespace never overwrites another part's strings.
      i18next.addResourceBundle(language, 'translation', catalogue, true, true);
    });
    pending.catch(() => loading.delete(path));
    loading.set(path, pending);
  }
  return pending;
}

function loadParts(language: InterfaceLanguage, parts: Iterable<CataloguePart>): Promise<void> {
  return Promise.all([...parts].map((part) => loadPart(language, part))).then(() => undefined);
}

/**
 * Loads catalogue parts in the active language and keeps them for later switches. Pages call it
 * through app/lazy-page.ts so their code and strings arrive together.
 */
export async function loadCatalogues(parts: readonly CataloguePart[]): Promise<void> {
  for (const part of parts) wanted.add(part);
  let language: InterfaceLanguage;
  do {
    language = currentLanguage();
    await loadParts(language, parts);
  } while (language !== currentLanguage()); // the language changed meanwhile: load the new one's too
}

/**
 * Loads catalogue parts in one given language, whatever the interface's: for a screen that speaks its own
 * (the admin panel, Spanish in the English interface).
 */
export function loadCataloguesIn(
  language: InterfaceLanguage,
  parts: readonly CataloguePart[],
): Promise<void> {
  return loadParts(language, parts);
}

/** The active interface language. */
export function currentLanguage(): InterfaceLanguage {
  return isInterfaceLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface (first loading, in that language, every catalogue part loaded so far), sets
 * <html lang> and remembers the choice on this device. Storing it with the signed-in user is the
 * caller's job (see useInterfaceLanguage).
 */
export async function changeInterfaceLanguage(language: InterfaceLanguage, remember = true): Promise<void> {
  let count: number;
  do {
    count = wanted.size;
    await loadParts(language, wanted);
  } while (wanted.size !== count); // a page asked for more parts meanwhile

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

/**
 * The core parts the server put into the page (shared/contracts/core-catalogue.ts), when they are in
 * `language`: the server chose by the browser's Accept-Language, the device may remember another.
 */
function embeddedCoreCatalogue(language: InterfaceLanguage): Record<string, unknown> | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(CORE_CATALOGUE_ELEMENT_ID);
  if (!element || element.dataset.language !== language) return undefined;
  try {
    const catalogue: unknown = JSON.parse(element.textContent ?? '');
    return catalogue && typeof catalogue === 'object' ? (catalogue as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function startI18next(language: InterfaceLanguage) {
  return i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...INTERFACE_LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/**
 * For rendering pages on the server (render-page.tsx): the interface in `language` with the core
 * catalogue given, nothing downloaded, stored or set on a document.
 */
export async function startCoreCatalogueToRender(
  language: InterfaceLanguage,
  catalogue: Record<string, unknown>,
): Promise<void> {
  if (!i18next.isInitialized) await startI18next(language);
  i18next.addResourceBundle(language, 'translation', catalogue, true, true);
  await i18next.changeLanguage(language);
}

/**
 * Starts i18next in the initial language; resolves once its core parts are loaded, at once when the page
 * carries them.
 */
export async function initI18n(language: InterfaceLanguage = initialLanguage()): Promise<void> {
  await startI18next(language);
  const embedded = embeddedCoreCatalogue(language);
  if (embedded) {
    i18next.addResourceBundle(language, 'translation', embedded, true, true);
    for (const part of CORE_PARTS) loading.set(partPath(language, part), Promise.resolve());
  }
  await changeInterfaceLanguage(language, false);
}

export default i18next;

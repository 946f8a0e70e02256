import { acceptedValues } from '../accept-header.ts';

/**
 * The languages the interface is written in; the first is the default. Kept apart from the zod contracts
 * so the web app's first load can read the list without loading zod.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages we write in, matched by primary subtag (es-MX → es). */
export function languageFromBrowser(languages: readonly string[]): InterfaceLanguage {
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(primary)) return primary;
  }
  return INTERFACE_LANGUAGES[0];
}

/**
 * The same choice from an Accept-Language header (`es-MX,es;q=0.9,en;q=0.8`), whose tags browsers list
 * in the order of navigator.languages; a tag refused with q=0 is skipped.
 */
export function languageFromAcceptLanguage(header: string | undefined): InterfaceLanguage {
  return languageFromBrowser(acceptedValues(header));
}

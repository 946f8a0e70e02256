/**
 * The languages the interface is written in; the first is the default. Kept apart from the zod contracts
 * so the web app's first load can read the list without loading zod.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/**
 * The first paint's strings in the page itself (docs/decisions/125): the web build writes every interface
 * language's core catalogue parts, merged, to this file beside index.html; the server puts the
 * visitor's language's into each page it serves, as JSON in the element with this id and the language
 * in its `data-language`, so the first paint waits for no catalogue download. Zod-free: the first load
 * reads it.
 */
export const CORE_CATALOGUES_FILE = 'core-catalogues.json';
export const CORE_CATALOGUE_ELEMENT_ID = 'core-catalogue';

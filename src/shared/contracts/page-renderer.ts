import type { PublicAppConfig } from './app-config.ts';
import type { User } from './auth.ts';
import type { InterfaceLanguage } from '../domain/interface-languages.ts';

/**
 * The first screen's markup in the served page (docs/decisions/135): the web build writes a renderer of
 * the app for the server, `<PAGE_RENDERER_DIR>/<PAGE_RENDERER_NAME>.mjs` under the web root, with React
 * and every package it uses inside it. The server puts its markup into the page's root element (the
 * login page for a visitor, the dashboard for a signed-in person); the browser paints it before any
 * script has run, and the app replaces it with the same screen once its code is in.
 */
export const PAGE_RENDERER_DIR = 'render';
export const PAGE_RENDERER_NAME = 'render-page';

/**
 * A signed-in person's page carries their user (the sign-in call's answer) as JSON in the element with
 * this id, so the app draws their screen without asking first; such a page is never stored by a cache.
 */
export const SIGNED_IN_USER_ELEMENT_ID = 'signed-in-user';

export interface PageRenderInput {
  /** The path the page is rendered for: `/` for a visitor, `/dashboard` for a signed-in person. */
  path: string;
  language: InterfaceLanguage;
  /** That language's core catalogue parts, as the page carries them. */
  catalogue: Record<string, unknown>;
  config: PublicAppConfig;
  /** The signed-in person the page is for; absent for a visitor. */
  user?: User;
}

/** The module the build writes: the app's first markup at `path`, for `user` or a visitor. */
export interface PageRenderer {
  renderPage(input: PageRenderInput): Promise<string>;
}

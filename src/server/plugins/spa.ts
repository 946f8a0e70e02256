import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Config } from '../config.ts';
import { declareAccessForScope } from './access.ts';
import { sendError } from './errors.ts';
import { acceptedValues } from '../../shared/accept-header.ts';
import type { PublicAppConfig } from '../../shared/contracts/app-config.ts';
import { CORE_CATALOGUE_ELEMENT_ID, CORE_CATALOGUES_FILE } from '../../shared/contracts/core-catalogue.ts';
import {
  PAGE_RENDERER_DIR,
  PAGE_RENDERER_NAME,
  SIGNED_IN_USER_ELEMENT_ID,
  type PageRenderer,
  type PageRenderInput,
} from '../../shared/contracts/page-renderer.ts';
import type { User } from '../../shared/contracts/auth.ts';
import type { CurrentUser } from '../core/current-user.ts';
import {
  INTERFACE_LANGUAGES,
  languageFromAcceptLanguage,
  type InterfaceLanguage,
} from '../../shared/domain/interface-languages.ts';

const CONFIG_PLACEHOLDER = '__APP_CONFIG__';

function publicAppConfig(config: Config): PublicAppConfig {
  return {
    appName: config.appName,
    companyName: config.companyName,
    identity: config.identity.kind === 'oidc' ? 'google' : 'development',
    speechToText: config.stt !== undefined,
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside a <script> element: nothing in it may close the element or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** index.html as sent: the page and its gzip and brotli forms, made once at start. */
interface ServedPage {
  html: string;
  gzip(): Buffer;
  brotli(): Buffer;
}

/**
 * A page and its compressed copies, each made once, when first sent (not at start: decision 132). A page
 * made for one request is compressed with less effort: the smallest copy is worth its time only when sent
 * again and again.
 */
function servedPage(html: string, once = false): ServedPage {
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    html,
    gzip: () => (gzip ??= gzipSync(html, { level: once ? 6 : 9 })),
    brotli: () =>
      (brotli ??= brotliCompressSync(html, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: once ? 5 : zlibConstants.BROTLI_MAX_QUALITY },
      })),
  };
}

type Catalogues = Partial<Record<InterfaceLanguage, Record<string, unknown>>>;
type Template = { html: string; catalogues: Catalogues; appName: string };

/** The built page with the public configuration, and every language's core catalogue parts. */
function readTemplate(webRoot: string, config: Config) {
  const html = fs
    .readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    .replace(CONFIG_PLACEHOLDER, escapeAttribute(JSON.stringify(publicAppConfig(config))));
  const cataloguesPath = path.join(webRoot, CORE_CATALOGUES_FILE);
  const catalogues: Catalogues = fs.existsSync(cataloguesPath)
    ? (JSON.parse(fs.readFileSync(cataloguesPath, 'utf8')) as Catalogues)
    : {};
  return { html, catalogues, appName: config.appName };
}

/** The page's `<title>` in the interface language (the core catalogue's `pageTitle.home`), if it has one. */
function titleIn(catalogue: Record<string, unknown> | undefined, appName: string): string | undefined {
  const pageTitle = catalogue?.['pageTitle'] as { home?: unknown } | undefined;
  if (typeof pageTitle?.home !== 'string') return undefined;
  return escapeAttribute(pageTitle.home.replaceAll('{{app}}', appName));
}

/**
 * index.html in one interface language: its `lang`, its `<title>`, and, when the build wrote them, that language's core
 * catalogue parts (docs/decisions/125), so the first paint waits for no download.
 */
function pageIn(template: Template, language: InterfaceLanguage): string {
  const catalogue = template.catalogues[language];
  const title = titleIn(catalogue, template.appName);
  let html = template.html.replace(/<html lang="[^"]*">/, `<html lang="${language}">`);
  if (title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  if (catalogue === undefined) return html;
  const element = `<script type="application/json" id="${CORE_CATALOGUE_ELEMENT_ID}" data-language="${language}">${scriptSafeJson(catalogue)}</script>`;
  return html.replace('</head>', () => `    ${element}\n  </head>`);
}

/**
 * The page with `markup` in its root element. Its first paint then needs the HTML and the styles only, so
 * the app's scripts are fetched at low priority, after them: they make the screen respond, not appear.
 * The entry is linked rather than run (`data-app-entry`): `theme-init.js` starts it once the first
 * screen has been painted, so the app's start never holds that paint back (docs/decisions/139). Until
 * the app has taken the markup over, it is inert: a click or a key on a control that cannot act yet goes
 * nowhere rather than being lost on it.
 */
function withRootMarkup(html: string, markup: string): string {
  return html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_element, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-app-entry>`,
    )
    .replace(/<link rel="modulepreload" /g, '<link rel="modulepreload" fetchpriority="low" ')
    .replace('<div id="root"></div>', () => `<div id="root" inert>${markup}</div>`);
}

/** Renders one page at a time: the renderer sets its language and configuration for the whole module. */
type RenderPage = (input: PageRenderInput) => Promise<string | undefined>;

/**
 * The build's page renderer (docs/decisions/135), loaded at its first use; undefined when the build
 * wrote none. A render that fails is logged and gives no markup: the page is sent without it, as
 * before, and the app draws it.
 */
function pageRenderer(webRoot: string, log: FastifyBaseLogger): RenderPage | undefined {
  const rendererPath = path.join(webRoot, PAGE_RENDERER_DIR, `${PAGE_RENDERER_NAME}.mjs`);
  if (!fs.existsSync(rendererPath)) return undefined;
  let renderer: Promise<PageRenderer> | undefined;
  let previous: Promise<unknown> = Promise.resolve();
  return (input) => {
    const rendered = previous.then(async () => {
      renderer ??= import(pathToFileURL(rendererPath).href) as Promise<PageRenderer>;
      return (await renderer).renderPage(input);
    });
    previous = rendered.catch(() => undefined);
    return rendered.catch((error: unknown) => {
      log.error(
        { err: error, path: input.path },
        'a page could not be rendered; it is sent without its markup',
      );
      return undefined;
    });
  };
}

/**
 * The login page with its markup, per interface language: rendered when a visitor first asks for it,
 * every language in one go, and again in a new year (the footer names it).
 */
function loginPages(render: RenderPage, config: PublicAppConfig, template: Template) {
  const renderAll = async () => {
    const pages: Partial<Record<InterfaceLanguage, ServedPage>> = {};
    for (const language of INTERFACE_LANGUAGES) {
      const catalogue = template.catalogues[language];
      if (catalogue === undefined) continue;
      const markup = await render({ path: '/', language, catalogue, config });
      if (markup !== undefined)
        pages[language] = servedPage(withRootMarkup(pageIn(template, language), markup));
    }
    return pages;
  };
  let rendered: { year: number; pages: Promise<Partial<Record<InterfaceLanguage, ServedPage>>> } | undefined;
  return async (language: InterfaceLanguage): Promise<ServedPage | undefined> => {
    const year = new Date().getFullYear();
    if (rendered?.year !== year) rendered = { year, pages: renderAll() };
    return (await rendered.pages)[language];
  };
}

/** The pages the server draws for a signed-in person (the app's first screen after signing in). */
const SIGNED_IN_PAGES_DRAWN = new Set(['/dashboard']);

/**
 * A signed-in person's page: their user, as the sign-in call answers it, and on the dashboard its first
 * screen's markup drawn for them. Made per request and never stored by a cache.
 */
async function signedInPage(
  /** The language's page as a visitor gets it, made once (`pageIn`). */
  base: string,
  catalogue: Record<string, unknown> | undefined,
  language: InterfaceLanguage,
  pathname: string,
  user: User,
  options: { render: RenderPage | undefined; config: PublicAppConfig },
): Promise<ServedPage> {
  const element = `<script type="application/json" id="${SIGNED_IN_USER_ELEMENT_ID}">${scriptSafeJson(user)}</script>`;
  const html = base.replace('</head>', () => `    ${element}\n  </head>`);
  const markup =
    // A session in kid mode is drawn no dashboard: the app takes it to the kids' screen (decision 208).
    options.render && catalogue && SIGNED_IN_PAGES_DRAWN.has(pathname) && !user.kidMode
      ? await options.render({ path: pathname, language, catalogue, config: options.config, user })
      : undefined;
  return servedPage(markup === undefined ? html : withRootMarkup(html, markup), true);
}

/** Whether the request is for the login page as a signed-out visitor without an error to show. */
function isVisitorOnLoginPage(request: FastifyRequest, pathname: string): boolean {
  if (pathname !== '/' && pathname !== '/login') return false;
  if (request.currentUser) return false;
  const query = request.url.slice(pathname.length + 1);
  return !new URLSearchParams(query).has('error');
}

/** The encoding to send among those the client accepts. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedValues(header).map((coding) => coding.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can take over, in the visitor's
 * interface language (by Accept-Language) and compressed when the client accepts it.
 * Unknown /api paths answer 404 in the one error shape.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: {
    config: Config;
    webRoot: string | undefined;
    /** The signed-in user as the sign-in call answers it, which a signed-in person's page carries. */
    userOnPage?: (user: CurrentUser) => User;
  },
) {
  const webRoot = options.webRoot;
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);
  const config = publicAppConfig(options.config);
  let template: ReturnType<typeof readTemplate> | undefined;
  let pages: Record<InterfaceLanguage, ServedPage> | undefined;
  let render: RenderPage | undefined;
  let loginPage: ReturnType<typeof loginPages> | undefined;

  if (hasWebApp) {
    template = readTemplate(webRoot!, options.config);
    const bare = template;
    pages = Object.fromEntries(
      INTERFACE_LANGUAGES.map((language) => [language, servedPage(pageIn(bare, language))]),
    ) as Record<InterfaceLanguage, ServedPage>;
    render = pageRenderer(webRoot!, app.log);
    loginPage = render && loginPages(render, config, template);
    await app.register(async (scope) => {
      declareAccessForScope(scope, 'public', { hideFromDocs: true });
      // Compressed copies are sent for their original's path when the client accepts them, and source
      // maps are not served: neither is reachable by its own name.
      const notACopyOrMap = (pathName: string) => !/\.(map|br|gz)$/.test(pathName);
      // The hashed bundles: one route for the folder, the file looked up per request, instead of a
      // route per file found at start (listing and routing hundreds of files slowed the start).
      await scope.register(fastifyStatic, {
        root: path.join(webRoot!, 'assets'),
        prefix: '/assets/',
        wildcard: true,
        index: false,
        preCompressed: true,
        allowedPath: notACopyOrMap,
        setHeaders(response) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
      // The few other files (icon, theme script): a route each, revalidated on every visit.
      await scope.register(fastifyStatic, {
        root: webRoot!,
        wildcard: false,
        // The page renderer is the server's, not a file to send (docs/decisions/135).
        globIgnore: ['assets/**', `${PAGE_RENDERER_DIR}/**`, '**/*.map', '**/*.br', '**/*.gz'],
        index: false,
        preCompressed: true,
        decorateReply: false,
        allowedPath: (pathName) =>
          pathName !== '/index.html' &&
          pathName !== `/${CORE_CATALOGUES_FILE}` &&
          !pathName.startsWith(`/${PAGE_RENDERER_DIR}/`) &&
          notACopyOrMap(pathName),
        setHeaders(response) {
          response.header('cache-control', 'no-cache');
        },
      });
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit?.() }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // Client routes have no file extension; a missing /assets/x.js must not turn into a page.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (
      !isApi &&
      !looksLikeFile &&
      pages &&
      template &&
      (request.method === 'GET' || request.method === 'HEAD')
    ) {
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      const user = request.currentUser;
      const page =
        user && options.userOnPage
          ? await signedInPage(
              pages[language].html,
              template.catalogues[language],
              language,
              pathname,
              options.userOnPage(user),
              { render, config },
            )
          : ((loginPage && isVisitorOnLoginPage(request, pathname) ? await loginPage(language) : undefined) ??
            pages[language]);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        // A signed-in person's page is theirs alone: no cache, shared or the browser's, keeps it.
        .header('cache-control', user && options.userOnPage ? 'private, no-store' : 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding, Cookie');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.brotli() : page.gzip());
    }
    return sendError(reply, 'NOT_FOUND', `No ${isApi ? 'API route' : 'page'} ${request.method} ${pathname}`);
  });
}

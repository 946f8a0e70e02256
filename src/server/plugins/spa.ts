import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Config } from '../config.ts';
import { declareAccessForScope } from './access.ts';
import { sendError } from './errors.ts';
import { acceptedValues } from '../../shared/accept-header.ts';
import type { PublicAppConfig } from '../../shared/contracts/app-config.ts';
import { CORE_CATALOGUE_ELEMENT_ID, CORE_CATALOGUES_FILE } from '../../shared/contracts/core-catalogue.ts';
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

/** A page and its compressed copies, each made once, when first sent (not at start: decision 132). */
function servedPage(html: string): ServedPage {
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  return {
    html,
    gzip: () => (gzip ??= gzipSync(html, { level: 9 })),
    brotli: () => (brotli ??= brotliCompressSync(html)),
  };
}

/**
 * index.html for each interface language: the public configuration and, when the build wrote them, that
 * language's core catalogue parts (docs/decisions/125), so the first paint waits for no download.
 */
function indexPages(webRoot: string, config: Config): Record<InterfaceLanguage, ServedPage> {
  const html = fs
    .readFileSync(path.join(webRoot, 'index.html'), 'utf8')
    .replace(CONFIG_PLACEHOLDER, escapeAttribute(JSON.stringify(publicAppConfig(config))));
  const cataloguesPath = path.join(webRoot, CORE_CATALOGUES_FILE);
  const catalogues = fs.existsSync(cataloguesPath)
    ? (JSON.parse(fs.readFileSync(cataloguesPath, 'utf8')) as Partial<Record<InterfaceLanguage, unknown>>)
    : {};
  const withCatalogue = (language: InterfaceLanguage) => {
    const catalogue = catalogues[language];
    if (catalogue === undefined) return html;
    const element = `<script type="application/json" id="${CORE_CATALOGUE_ELEMENT_ID}" data-language="${language}">${scriptSafeJson(catalogue)}</script>`;
    return html.replace('</head>', () => `    ${element}\n  </head>`);
  };
  return Object.fromEntries(
    INTERFACE_LANGUAGES.map((language) => [language, servedPage(withCatalogue(language))]),
  ) as Record<InterfaceLanguage, ServedPage>;
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
  options: { config: Config; webRoot: string | undefined },
) {
  const webRoot = options.webRoot;
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);
  let pages: Record<InterfaceLanguage, ServedPage> | undefined;

  if (hasWebApp) {
    pages = indexPages(webRoot!, options.config);
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
        globIgnore: ['assets/**', '**/*.map', '**/*.br', '**/*.gz'],
        index: false,
        preCompressed: true,
        decorateReply: false,
        allowedPath: (pathName) =>
          pathName !== '/index.html' && pathName !== `/${CORE_CATALOGUES_FILE}` && notACopyOrMap(pathName),
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
    if (!isApi && !looksLikeFile && pages && (request.method === 'GET' || request.method === 'HEAD')) {
      const page = pages[languageFromAcceptLanguage(request.headers['accept-language'])];
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Accept-Encoding');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.brotli() : page.gzip());
    }
    return sendError(reply, 'NOT_FOUND', `No ${isApi ? 'API route' : 'page'} ${request.method} ${pathname}`);
  });
}

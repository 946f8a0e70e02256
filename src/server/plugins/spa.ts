import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { declareAccessForScope } from './access.ts';
import { sendError } from './errors.ts';
import type { PublicAppConfig } from '../../shared/contracts/app-config.ts';

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

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can take over.
 * Unknown /api paths answer 404 in the one error shape.
 */
export async function registerSpa(
  app: FastifyInstance,
  options: { config: Config; webRoot: string | undefined },
) {
  const webRoot = options.webRoot;
  const indexPath = webRoot ? path.join(webRoot, 'index.html') : undefined;
  const hasWebApp = indexPath !== undefined && fs.existsSync(indexPath);
  let indexHtml: string | undefined;

  if (hasWebApp) {
    indexHtml = fs
      .readFileSync(indexPath, 'utf8')
      .replace(CONFIG_PLACEHOLDER, escapeAttribute(JSON.stringify(publicAppConfig(options.config))));
    await app.register(async (scope) => {
      declareAccessForScope(scope, 'public', { hideFromDocs: true });
      await scope.register(fastifyStatic, {
        root: webRoot!,
        wildcard: false,
        index: false,
        preCompressed: true,
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
        setHeaders(response, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'cache-control',
            isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }

  app.setNotFoundHandler({ preHandler: app.rateLimit?.() }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // Client routes have no file extension; a missing /assets/x.js must not turn into a page.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!isApi && !looksLikeFile && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return sendError(reply, 'NOT_FOUND', `No ${isApi ? 'API route' : 'page'} ${request.method} ${pathname}`);
  });
}

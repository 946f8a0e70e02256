import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.ts';

/**
 * Security headers from helmet, computed once at start-up and copied onto every response: helmet's
 * per-request middleware costs more than the rest of a request's work. Pages get the full set; API
 * answers (JSON, audio, CSV — never rendered as a page) get the short set an API needs, which keeps
 * a kilobyte of page-only headers off every call. Routes with special needs (the development sign-in
 * page, the API reference) override single headers afterwards.
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  // Stripe.js (subscribe page only) loads from Stripe, talks to its API and shows its card form in frames.
  const stripe = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  const pageHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Hands-free listening runs its voice activity model in WebAssembly (decision 213): compiling
        // WebAssembly is allowed; JavaScript eval stays forbidden.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", ...stripe.connect],
        ...(stripe.frame.length > 0 ? { frameSrc: stripe.frame } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The Google avatar is a cross-origin image without CORP headers.
    crossOriginEmbedderPolicy: false,
    // no-referrer would make browsers send "Origin: null" on same-site form posts (the sign-in page).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // What an API answer needs (OWASP REST Security): no sniffing, never framed, loaded by this site only,
  // and a policy that lets nothing run if one is ever opened as a document.
  const apiHeaders = computeSecurityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // API answers are about the person asking (and errors carry request ids): no cache may keep them.
  // A route that means its answer to be cached says so itself, after this.
  apiHeaders['cache-control'] = 'no-store';
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? apiHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    done();
  });
}

/** Calls under /api/ except the browsable API reference, which is a page. */
function isApiCall(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

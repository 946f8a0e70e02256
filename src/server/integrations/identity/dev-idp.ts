import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { z } from 'zod';
import { declareAccessForScope } from '../../plugins/access.ts';
import { createMemoryAdapterFactory } from './dev-idp-memory-adapter.ts';
import { DEV_IDP_PATH } from '../../config.ts';

/**
 * The embedded development identity provider (never in production). It is a real OpenID Provider
 * (`oidc-provider`): it signs ID tokens with its own key and the app verifies them exactly as it
 * verifies Google's. Only the login page is ours — it asks for an email and a name instead of a password.
 */
const DEV_IDP_CLIENT_ID = 'linguacoach-development';

const DEMO_ACCOUNTS = [
  { email: 'learner@example.com', name: 'Learner' },
  { email: 'admin@example.com', name: 'Admin' },
] as const;

interface DevAccount {
  email: string;
  name: string;
}

const LoginFormSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().max(100).optional(),
});

function subjectForEmail(email: string): string {
  return `dev-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 24)}`;
}

export async function createDevIdentityProvider(options: { publicUrl: string; redirectUri: string }) {
  const issuer = `${options.publicUrl}${DEV_IDP_PATH}`;
  const clientSecret = randomBytes(24).toString('base64url');
  const accounts = new Map<string, DevAccount>();

  /**
   * The provider, made on the first sign-in: `oidc-provider` and the signing key cost about a second of
   * start-up that a server restarted for its learners need not wait for (decision 068).
   */
  async function createProvider() {
    const [{ default: Provider }, { exportJWK, generateKeyPair }] = await Promise.all([
      import('oidc-provider'),
      import('jose'),
    ]);
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const signingKey = { ...(await exportJWK(privateKey)), kid: 'dev-idp-1', alg: 'RS256', use: 'sig' };
    const configuration: Configuration = {
      adapter: createMemoryAdapterFactory(),
      clients: [
        {
          client_id: DEV_IDP_CLIENT_ID,
          client_secret: clientSecret,
          redirect_uris: [options.redirectUri],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_post',
        },
      ],
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(32).toString('hex')] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      // Like Google, put the profile claims in the ID token itself.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
      pkce: { required: () => true },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 120,
        IdToken: 600,
        Interaction: 600,
        Session: 3600,
        Grant: 3600,
      },
      interactions: {
        url: (_ctx: KoaContextWithOIDC, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}`,
      },
      async findAccount(_ctx: KoaContextWithOIDC, accountId: string) {
        const account = accounts.get(accountId);
        if (!account) return undefined;
        return {
          accountId,
          async claims() {
            return { sub: accountId, email: account.email, email_verified: true, name: account.name };
          },
        };
      },
      // First-party client: grant the requested scopes without a consent screen.
      async loadExistingGrant(ctx: KoaContextWithOIDC) {
        const { client, session } = ctx.oidc;
        if (!client || !session?.accountId) return undefined;
        const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
        if (existing) return ctx.oidc.provider.Grant.find(existing);
        const grant = new ctx.oidc.provider.Grant({
          clientId: client.clientId,
          accountId: session.accountId,
        });
        grant.addOIDCScope('openid email profile');
        await grant.save();
        return grant;
      },
      renderError(ctx, out) {
        ctx.type = 'html';
        ctx.body = page(
          'Sign-in error',
          `<h1>Sign-in error</h1><p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/">Back to LinguaCoach</a></p>`,
        );
      },
    };

    const provider = new Provider(issuer, configuration);
    return { provider, callback: provider.callback() };
  }
  let created: ReturnType<typeof createProvider> | undefined;
  const ready = () =>
    (created ??= createProvider().catch((error: unknown) => {
      created = undefined;
      throw error;
    }));

  async function showLogin(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const { provider } = await ready();
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const uid = escapeHtml(details.uid);
    const demoForms = DEMO_ACCOUNTS.map(
      (account) => `
      <form method="post" action="${DEV_IDP_PATH}/interaction/${uid}/login" class="demo">
        <input type="hidden" name="email" value="${account.email}">
        <input type="hidden" name="name" value="${account.name}">
        <button type="submit">Continue as ${account.email}</button>
      </form>`,
    ).join('');
    return reply
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Development sign-in',
          `<h1>Development sign-in</h1>
      <p class="note">This server runs without Google sign-in configured. Sign in with any email address; no password is needed. This page never exists in production.</p>
      <form method="post" action="${DEV_IDP_PATH}/interaction/${uid}/login">
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required>
        <label for="name">Name</label>
        <input id="name" name="name" type="text" autocomplete="name">
        <button type="submit" class="primary">Sign in</button>
      </form>
      <h2>Demo accounts</h2>
      ${demoForms}`,
        ),
      );
  }

  async function submitLogin(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) {
    const parsed = LoginFormSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .header('content-security-policy', PAGE_CSP)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Development sign-in',
            `<h1>Development sign-in</h1><p>Please enter a valid email address.</p><p><a href="javascript:history.back()">Back</a></p>`,
          ),
        );
    }
    const email = parsed.data.email.toLowerCase();
    const accountId = subjectForEmail(email);
    accounts.set(accountId, { email, name: parsed.data.name || email.split('@')[0]! });
    const { provider } = await ready();
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  /** Mounts the provider and its login page under /dev-idp. All of it is public by nature. */
  async function register(app: FastifyInstance) {
    await app.register(async (scope) => {
      declareAccessForScope(scope, 'public', { hideFromDocs: true });

      await scope.register(async (pages) => {
        pages.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 8192 },
          (_req, body, done) => {
            done(null, Object.fromEntries(new URLSearchParams(body as string)));
          },
        );
        pages.get<{ Params: { uid: string } }>(`${DEV_IDP_PATH}/interaction/:uid`, showLogin);
        pages.post<{ Params: { uid: string } }>(`${DEV_IDP_PATH}/interaction/:uid/login`, submitLogin);
      });

      await scope.register(async (protocol) => {
        // oidc-provider reads the raw request body itself.
        protocol.removeAllContentTypeParsers();
        protocol.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
        protocol.all(`${DEV_IDP_PATH}/*`, async (request, reply) => {
          const { callback } = await ready();
          reply.hijack();
          const raw = request.raw as typeof request.raw & { originalUrl?: string };
          raw.originalUrl = raw.url;
          raw.url = raw.url!.slice(DEV_IDP_PATH.length) || '/';
          void callback(raw, reply.raw);
        });
      });
    });
  }

  return { issuer, clientId: DEV_IDP_CLIENT_ID, clientSecret, register };
}

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · LinguaCoach</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(24rem, 92vw); padding: 2rem; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  h2 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
  .note { font-size: .875rem; opacity: .8; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font: inherit; border-radius: .5rem; border: 1px solid color-mix(in srgb, CanvasText 35%, transparent); }
  button { width: 100%; margin-top: .75rem; padding: .6rem; font: inherit; border-radius: .5rem; cursor: pointer; border: 1px solid color-mix(in srgb, CanvasText 35%, transparent); background: transparent; color: inherit; }
  button.primary { background: #4f46e5; color: #fff; border-color: #4f46e5; font-weight: 600; }
  form.demo { margin: 0; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authApi } from '../../../shared/contracts/endpoints/auth.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { IdentityProvider, PendingLogin } from '../../integrations/identity/oidc-client.ts';
import type { AuthService } from './auth.service.ts';

const PENDING_LOGIN_COOKIE = 'lc_oidc';
const PendingLoginSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  returnTo: z.string(),
});

/** The session cookie's attributes, for setting and clearing it. */
export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.secureCookies,
  };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { config: Config; auth: AuthService; identityProvider: IdentityProvider },
) {
  const { config, auth, identityProvider } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = new URL(config.publicUrl);
  const sessionCookie = config.session.cookieName;
  const cookieBase = sessionCookieOptions(config);

  function failLogin(reply: FastifyReply, reason: string) {
    reply.clearCookie(PENDING_LOGIN_COOKIE, { ...cookieBase, path: '/api/auth' });
    return reply.redirect(`/login?error=${encodeURIComponent(reason)}`);
  }

  routes.get(
    authApi.startGoogleSignIn.path,
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Starts sign-in: redirects to Google (or the development provider)',
        ...endpointSchema(authApi.startGoogleSignIn),
      },
    },
    async (request, reply) => {
      // Sign-in cookies belong to the public host; start there so the callback finds them.
      if (request.host !== publicUrl.host) {
        return reply.redirect(`${config.publicUrl}${request.url}`);
      }
      const { authorizationUrl, pending } = await identityProvider.startLogin(
        request.query.returnTo ?? '/dashboard',
      );
      reply.setCookie(PENDING_LOGIN_COOKIE, JSON.stringify(pending), {
        ...cookieBase,
        path: '/api/auth',
        maxAge: 600,
        signed: true,
      });
      return reply.redirect(authorizationUrl);
    },
  );

  routes.get(
    authApi.signInCallback.path,
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'The identity provider returns here',
        ...endpointSchema(authApi.signInCallback),
      },
    },
    async (request, reply) => {
      if (request.query.error) return failLogin(reply, 'cancelled');
      const cookie = request.cookies[PENDING_LOGIN_COOKIE];
      const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
      let pending: PendingLogin | undefined;
      if (unsigned?.valid && unsigned.value) {
        try {
          pending = PendingLoginSchema.parse(JSON.parse(unsigned.value));
        } catch {
          pending = undefined;
        }
      }
      if (!pending) return failLogin(reply, 'expired');
      let identity;
      try {
        identity = await identityProvider.finishLogin(new URL(request.url, config.publicUrl), pending);
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in rejected');
        return failLogin(reply, 'rejected');
      }
      const session = await auth.signIn(identity, request.cookies[sessionCookie]);
      reply.clearCookie(PENDING_LOGIN_COOKIE, { ...cookieBase, path: '/api/auth' });
      reply.setCookie(sessionCookie, session.token, { ...cookieBase, expires: session.expiresAt });
      return reply.redirect(pending.returnTo);
    },
  );

  routes.post(
    authApi.login.path,
    {
      config: { access: 'user', kidMode: true },
      schema: {
        tags: ['auth'],
        summary: "Returns the session's user (401 without a session)",
        description: 'Identity comes from the session cookie only; the body may carry the browser time zone.',
        ...endpointSchema(authApi.login),
      },
    },
    async (request) => {
      const user = request.currentUser;
      // A device in kid mode does not move the parent's days (decision 208).
      const timeZone = user.kidProfile ? undefined : request.body?.timeZone;
      if (timeZone && timeZone !== user.timeZone && (await auth.setTimeZone(user.id, timeZone))) {
        return { user: auth.toUserDto({ ...user, timeZone }) };
      }
      return { user: auth.toUserDto(user) };
    },
  );

  routes.get(
    authApi.me.path,
    {
      config: { access: 'user', kidMode: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        ...endpointSchema(authApi.me),
      },
    },
    async (request) => ({ user: auth.toUserDto(request.currentUser) }),
  );

  routes.put(
    authApi.setInterfaceLanguage.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Stores the signed-in user's interface language (en, es or fr)",
        ...endpointSchema(authApi.setInterfaceLanguage),
      },
    },
    async (request) => {
      const user = request.currentUser;
      const { interfaceLanguage } = request.body;
      await auth.setInterfaceLanguage(user.id, interfaceLanguage);
      return { user: auth.toUserDto({ ...user, interfaceLanguage }) };
    },
  );

  routes.post(
    authApi.logout.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session',
        ...endpointSchema(authApi.logout),
      },
    },
    async (request, reply) => {
      const token = request.cookies[sessionCookie];
      // Signing out would end kid mode without the PIN (decision 208).
      if (request.currentUser?.kidProfile) {
        throw new AppError('FORBIDDEN', 'Kid mode is on: a parent can leave it with the PIN.', {
          reason: 'kid_mode',
        });
      }
      if (token) await auth.signOut(token);
      reply.clearCookie(sessionCookie, cookieBase);
      return { success: true as const };
    },
  );
}

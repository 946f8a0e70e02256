import { defineEndpoints } from '../endpoint.ts';
import {
  AuthUserResponseSchema,
  GoogleStartQuerySchema,
  InterfaceLanguageBodySchema,
  LoginBodySchema,
  OidcCallbackQuerySchema,
} from '../auth.ts';
import { AUTH_ROUTES } from './auth-routes.ts';
import { SuccessResponseSchema } from './success.ts';

/** Sign-in, the current user and sign-out (docs/product.md#accounts). */
export const authApi = defineEndpoints({
  /** A redirect to the identity provider, not JSON. */
  startGoogleSignIn: {
    ...AUTH_ROUTES.startGoogleSignIn,
    query: GoogleStartQuerySchema,
    errors: [],
  },
  /** The identity provider's redirect back; answers a redirect. */
  signInCallback: {
    method: 'GET',
    path: '/api/auth/callback',
    query: OidcCallbackQuerySchema,
    errors: [],
  },
  login: {
    ...AUTH_ROUTES.login,
    body: LoginBodySchema,
    response: AuthUserResponseSchema,
    errors: [401],
  },
  me: { method: 'GET', path: '/api/auth/me', response: AuthUserResponseSchema, errors: [401] },
  setInterfaceLanguage: {
    ...AUTH_ROUTES.setInterfaceLanguage,
    body: InterfaceLanguageBodySchema,
    response: AuthUserResponseSchema,
    errors: [400, 401],
  },
  /** Refused (403) on a device in kid mode: signing out would end kid mode without the PIN. */
  logout: { ...AUTH_ROUTES.logout, response: SuccessResponseSchema, errors: [403] },
});

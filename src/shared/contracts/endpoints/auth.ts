import { defineEndpoints } from '../endpoint.ts';
import {
  AuthUserResponseSchema,
  GoogleStartQuerySchema,
  InterfaceLanguageBodySchema,
  LoginBodySchema,
  OidcCallbackQuerySchema,
} from '../auth.ts';
import { SuccessResponseSchema } from './success.ts';

/** Sign-in, the current user and sign-out (docs/product.md#accounts). */
export const authApi = defineEndpoints({
  /** A redirect to the identity provider, not JSON. */
  startGoogleSignIn: {
    method: 'GET',
    path: '/api/auth/google',
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
    method: 'POST',
    path: '/api/auth/login',
    body: LoginBodySchema,
    response: AuthUserResponseSchema,
    errors: [401],
  },
  me: { method: 'GET', path: '/api/auth/me', response: AuthUserResponseSchema, errors: [401] },
  setInterfaceLanguage: {
    method: 'PUT',
    path: '/api/auth/me/interface-language',
    body: InterfaceLanguageBodySchema,
    response: AuthUserResponseSchema,
    errors: [400, 401],
  },
  logout: { method: 'POST', path: '/api/auth/logout', response: SuccessResponseSchema, errors: [] },
});

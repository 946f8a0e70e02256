/**
 * The methods and paths of the calls the web makes on its first load (sign-in state, sign-in, sign-out,
 * interface language), without their schemas: the first page must not bring zod with it (decision 092).
 * `endpoints/auth.ts` builds the full contracts from these.
 */
export const AUTH_ROUTES = {
  startGoogleSignIn: { method: 'GET', path: '/api/auth/google' },
  login: { method: 'POST', path: '/api/auth/login' },
  setInterfaceLanguage: { method: 'PUT', path: '/api/auth/me/interface-language' },
  logout: { method: 'POST', path: '/api/auth/logout' },
} as const;

import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth.ts';
import { endpointUrl } from '../../../../shared/contracts/endpoint.ts';
import type { authApi } from '../../../../shared/contracts/endpoints/auth.ts';
import { AUTH_ROUTES } from '../../../../shared/contracts/endpoints/auth-routes.ts';
import { SIGNED_IN_USER_ELEMENT_ID } from '../../../../shared/contracts/page-renderer.ts';
import { callRoute, callRouteOrNullOn401 } from '../../../lib/api-client.ts';

type AuthApi = typeof authApi;

/** The sign-in contracts, loaded only where answers are checked (development and tests). */
export const authContract = () =>
  import('../../../../shared/contracts/endpoints/auth.ts').then((module) => module.authApi);

export const CURRENT_USER_KEY = [AUTH_ROUTES.login.path] as const;

/** The part of Temporal read here; browsers without it fall back to Intl. */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The device's time zone. Temporal reads it directly; the first `Intl.DateTimeFormat()` of a page
 * builds the locale's date patterns as well, tens of milliseconds on the sign-in call's path.
 */
function browserTimeZone(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    return temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** On load the client posts the login call and keeps the returned user (null when signed out). */
export async function fetchCurrentUser(): Promise<User | null> {
  const response = await callRouteOrNullOn401<AuthApi['login']>(
    AUTH_ROUTES.login,
    async () => (await authContract()).login,
    { body: { timeZone: browserTimeZone() } },
  );
  return response?.user ?? null;
}

export const currentUserQuery = queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });

/**
 * The signed-in user the served page carries (docs/decisions/135): the server's answer to the sign-in
 * call, known before any call. Null on a visitor's page.
 */
export function signedInUserInPage(): User | null {
  const element = document.getElementById(SIGNED_IN_USER_ELEMENT_ID);
  if (!element) return null;
  try {
    const user = JSON.parse(element.textContent ?? '') as User | null;
    return user && typeof user === 'object' ? user : null;
  } catch {
    return null;
  }
}

/**
 * Starts the app's data with the user the page carries, if any, and still sends the sign-in call, which
 * brings the device's time zone and confirms the session: its answer replaces the page's.
 */
export function startWithUserInPage(queryClient: QueryClient) {
  const user = signedInUserInPage();
  if (!user) return;
  queryClient.setQueryData(CURRENT_USER_KEY, user);
  queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => {
    // The page's user stays; a later call meets the same failure and shows it.
  });
}

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending, refetch: query.refetch };
}

/** Starts sign-in: the server redirects to Google (or to the development provider). */
export function signInWithGoogle(returnTo?: string) {
  window.location.assign(endpointUrl(AUTH_ROUTES.startGoogleSignIn, { query: { returnTo } }));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callRoute<AuthApi['logout']>(AUTH_ROUTES.logout, async () => (await authContract()).logout),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth.ts';
import { endpointUrl } from '../../../../shared/contracts/endpoint.ts';
import { authApi } from '../../../../shared/contracts/endpoints/auth.ts';
import { callApi, callApiOrNullOn401 } from '../../../lib/api-client.ts';

export const CURRENT_USER_KEY = [authApi.login.path] as const;

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** On load the client posts the login call and keeps the returned user (null when signed out). */
export async function fetchCurrentUser(): Promise<User | null> {
  const response = await callApiOrNullOn401(authApi.login, { body: { timeZone: browserTimeZone() } });
  return response?.user ?? null;
}

export const currentUserQuery = queryOptions({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser });

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isPending, refetch: query.refetch };
}

/** Starts sign-in: the server redirects to Google (or to the development provider). */
export function signInWithGoogle(returnTo?: string) {
  window.location.assign(endpointUrl(authApi.startGoogleSignIn, { query: { returnTo } }));
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authApi.logout),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}

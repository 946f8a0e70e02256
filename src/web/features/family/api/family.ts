import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth.ts';
import { familyApi } from '../../../../shared/contracts/endpoints/family.ts';
import type { ChildProfileBody } from '../../../../shared/contracts/family.ts';
import { callApi } from '../../../lib/api-client.ts';
import { CURRENT_USER_KEY } from '../../auth/api/current-user.ts';

/** The parent's family: children with their figures, and whether the PIN is set. */
export const FAMILY_KEY = [familyApi.family.path] as const;

export function useFamily() {
  return useQuery({ queryKey: FAMILY_KEY, queryFn: () => callApi(familyApi.family) });
}

function useFamilyChange<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAMILY_KEY }),
  });
}

export const useAddChild = () =>
  useFamilyChange((body: ChildProfileBody) => callApi(familyApi.addChild, { body }));

export const useUpdateChild = () =>
  useFamilyChange(({ childId, body }: { childId: number; body: ChildProfileBody }) =>
    callApi(familyApi.updateChild, { params: { childId }, body }),
  );

export const useDeleteChild = () =>
  useFamilyChange((childId: number) => callApi(familyApi.deleteChild, { params: { childId } }));

export const useSetPin = () => useFamilyChange((pin: string) => callApi(familyApi.setPin, { body: { pin } }));

/**
 * The session now plays as someone else (a child, or the parent again): nothing the page kept belongs
 * to the new player, so every cached answer goes and the user is the server's new verdict.
 */
function switchPlayer(queryClient: QueryClient, user: User) {
  queryClient.clear();
  queryClient.setQueryData(CURRENT_USER_KEY, user);
}

export function useEnterKidMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (childId: number) => callApi(familyApi.enterKidMode, { body: { childId } }),
    onSuccess: ({ user }) => switchPlayer(queryClient, user),
  });
}

export function useLeaveKidMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) => callApi(familyApi.leaveKidMode, { body: { pin } }),
    onSuccess: ({ user }) => switchPlayer(queryClient, user),
  });
}

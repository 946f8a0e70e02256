import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memoryApi } from '../../../../shared/contracts/endpoints/memory.ts';
import type { LearnerFact, MemoryResponse } from '../../../../shared/contracts/memory.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { callApi } from '../../../lib/api-client.ts';

/** What the teacher remembers of the learner: every fact, in every language taught (decision 209). */
export const MEMORY_KEY = [memoryApi.memory.path] as const;

export function useMemory() {
  return useQuery({ queryKey: MEMORY_KEY, queryFn: () => callApi(memoryApi.memory) });
}

/**
 * The page shows the change at once (a deleted fact's row is gone before the refetch), then asks the
 * server again for its verdict.
 */
function changeFacts(queryClient: QueryClient, change: (facts: LearnerFact[]) => LearnerFact[]) {
  queryClient.setQueryData<MemoryResponse>(MEMORY_KEY, (old) => (old ? { facts: change(old.facts) } : old));
  void queryClient.invalidateQueries({ queryKey: MEMORY_KEY });
}

export function useUpdateFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factId, value }: { factId: number; value: string }) =>
      callApi(memoryApi.updateFact, { params: { factId }, body: { value } }),
    onSuccess: ({ fact }) =>
      changeFacts(queryClient, (facts) => facts.map((known) => (known.id === fact.id ? fact : known))),
  });
}

export function useDeleteFact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (factId: number) => callApi(memoryApi.deleteFact, { params: { factId } }),
    onSuccess: (_answer, factId) =>
      changeFacts(queryClient, (facts) => facts.filter((known) => known.id !== factId)),
  });
}

/** Forgets every fact, or those of one language. */
export function useClearMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: LanguageCode | undefined) =>
      callApi(memoryApi.clearMemory, { query: language ? { language } : {} }),
    onSuccess: (_answer, language) =>
      changeFacts(queryClient, (facts) =>
        language ? facts.filter((known) => known.language !== language) : [],
      ),
  });
}

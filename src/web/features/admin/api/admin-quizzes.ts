import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  GenerateKidsQuizBodySchema,
  GenerateQuizBodySchema,
  QuizWriteBody,
} from '../../../../shared/contracts/quizzes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { adminQuizzesApi } from '../../../../shared/contracts/endpoints/admin-quizzes.ts';

export type GenerateQuizBody = z.infer<typeof GenerateQuizBodySchema>;
export type GenerateKidsQuizBody = z.infer<typeof GenerateKidsQuizBodySchema>;

export const ADMIN_QUIZZES_KEY = ['/api/admin/quizzes'] as const;

export const adminQuizzesQuery = queryOptions({
  queryKey: ADMIN_QUIZZES_KEY,
  queryFn: () => callApi(adminQuizzesApi.list),
});

export function useAdminQuizzes() {
  return useQuery(adminQuizzesQuery);
}

/** A quiz changed: the admin list and every learner quiz list (adult and kids) refetch. */
async function refreshQuizzes(queryClient: QueryClient) {
  await queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return typeof key === 'string' && (key.startsWith('/api/admin/quizzes') || key.startsWith('/api/quiz'));
    },
  });
}

export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizWriteBody) => callApi(adminQuizzesApi.create, { body }),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuizWriteBody }) =>
      callApi(adminQuizzesApi.update, { params: { id }, body }),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(adminQuizzesApi.remove, { params: { id } }),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateQuizBody) => callApi(adminQuizzesApi.generate, { body }),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useGenerateKidsQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateKidsQuizBody) => callApi(adminQuizzesApi.generateKids, { body }),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

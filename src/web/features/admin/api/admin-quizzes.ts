import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminQuizListResponseSchema,
  AdminQuizResponseSchema,
  GenerateKidsQuizBodySchema,
  GenerateQuizBodySchema,
  QuizWriteBody,
} from '../../../../shared/contracts/quizzes.ts';
import { apiJson } from '../../../lib/api-client.ts';

type QuizListResponse = z.infer<typeof AdminQuizListResponseSchema>;
type QuizResponse = z.infer<typeof AdminQuizResponseSchema>;
export type GenerateQuizBody = z.infer<typeof GenerateQuizBodySchema>;
export type GenerateKidsQuizBody = z.infer<typeof GenerateKidsQuizBodySchema>;

export const ADMIN_QUIZZES_KEY = ['/api/admin/quizzes'] as const;

export const adminQuizzesQuery = queryOptions({
  queryKey: ADMIN_QUIZZES_KEY,
  queryFn: () => apiJson<QuizListResponse>('GET', '/api/admin/quizzes'),
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
    mutationFn: (body: QuizWriteBody) => apiJson<QuizResponse>('POST', '/api/admin/quizzes', body),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useUpdateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: QuizWriteBody }) =>
      apiJson<QuizResponse>('PUT', `/api/admin/quizzes/${id}`, body),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ success: true }>('DELETE', `/api/admin/quizzes/${id}`),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useGenerateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateQuizBody) => apiJson<QuizResponse>('POST', '/api/admin/generate-quiz', body),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

export function useGenerateKidsQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateKidsQuizBody) =>
      apiJson<QuizResponse>('POST', '/api/admin/generate-kids-quiz', body),
    onSuccess: () => refreshQuizzes(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SaveKidsProgressBody,
  SaveKidsProgressResponse,
} from '../../../../shared/contracts/quiz-play.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { KIDS_PROGRESS_KEY } from './get-kids-progress.ts';

/** Sends a finished lesson's answers; the server scores them and keeps the best stars. */
export function saveKidsProgress(body: SaveKidsProgressBody): Promise<SaveKidsProgressResponse> {
  return apiJson<SaveKidsProgressResponse>('POST', '/api/progress/kids', body);
}

export function useSaveKidsProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKidsProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KIDS_PROGRESS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointUrl } from '../../../../shared/contracts/endpoint.ts';
import { placementApi } from '../../../../shared/contracts/endpoints/placement.ts';
import type { PlacementState } from '../../../../shared/contracts/placement.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { callApi } from '../../../lib/api-client.ts';
import { AVAILABLE_QUIZZES_KEY } from '../../quizzes/api/get-available-quizzes.ts';
import { PLACEMENTS_KEY } from './get-placements.ts';

/** Starts a placement test in `language`: the server picks the first item. */
export function startPlacement(language: LanguageCode): Promise<PlacementState> {
  return callApi(placementApi.start, { params: { language } });
}

/** A mutation, not a query: each press of Start begins one new test (retakes keep the history). */
export function useStartPlacement() {
  return useMutation({ mutationFn: startPlacement });
}

export type PlacementChoice = number | 'unknown';

/** Sends one answer; the server answers with the next item or the level. */
export function answerPlacement(
  testId: number,
  body: { itemId: string; choice: PlacementChoice },
): Promise<PlacementState> {
  return callApi(placementApi.answer, { params: { testId }, body });
}

/** Once the level is given, the placements and the quiz list (it carries which levels are open) refetch. */
export function useAnswerPlacement(testId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { itemId: string; choice: PlacementChoice }) => answerPlacement(testId, body),
    onSuccess: async (state) => {
      if (!state.result) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PLACEMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: AVAILABLE_QUIZZES_KEY }),
      ]);
    },
  });
}

/** Where the current listening item is spoken from (its words never reach the browser). */
export function placementAudioUrl(testId: number): string {
  return endpointUrl(placementApi.audio, { params: { testId } });
}

import { defineEndpoints } from '../endpoint.ts';
import {
  PlacementAnswerBodySchema,
  PlacementLanguageParamsSchema,
  PlacementStateSchema,
  PlacementsResponseSchema,
  PlacementTestParamsSchema,
} from '../placement.ts';

/** The adaptive placement test (decision 190): one per language, retaken at will, history kept. */
export const placementApi = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/placement',
    response: PlacementsResponseSchema,
    errors: [401],
  },
  start: {
    method: 'POST',
    path: '/api/placement/:language/tests',
    params: PlacementLanguageParamsSchema,
    response: PlacementStateSchema,
    errors: [400, 401, 503],
  },
  answer: {
    method: 'POST',
    path: '/api/placement/tests/:testId/answers',
    params: PlacementTestParamsSchema,
    body: PlacementAnswerBodySchema,
    response: PlacementStateSchema,
    errors: [400, 401, 404, 409],
  },
  /** Answers audio, not JSON: the current listening item, spoken (its failures are the one error body). */
  audio: {
    method: 'GET',
    path: '/api/placement/tests/:testId/audio',
    params: PlacementTestParamsSchema,
    errors: [],
  },
});

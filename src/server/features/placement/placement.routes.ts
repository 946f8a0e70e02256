import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { placementApi } from '../../../shared/contracts/endpoints/placement.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { Speaker } from '../speech/speaker.ts';
import type { PlacementService } from './placement.service.ts';

/** The adaptive placement test (decision 190). */
export function registerPlacementRoutes(
  app: FastifyInstance,
  deps: {
    placement: PlacementService;
    speaker: Speaker;
    /** Drops what every instance keeps about a learner whose open quiz levels just changed. */
    forgetUser: (userId: number) => void;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = deps.placement;
  const user = { access: 'user' as const };

  routes.get(
    placementApi.list.path,
    {
      config: user,
      schema: {
        tags: ['placement'],
        summary: "The learner's level per language from the latest placement test, and every finished test",
        ...endpointSchema(placementApi.list),
      },
    },
    async (request) => service.list(request.currentUser.id),
  );

  routes.post(
    placementApi.start.path,
    {
      config: user,
      schema: {
        tags: ['placement'],
        summary: 'Starts a placement test of one language and shows its first item',
        description:
          'At most 20 items, each chosen from the answers so far; a test of the same language still in progress is abandoned.',
        ...endpointSchema(placementApi.start),
      },
    },
    async (request) => service.start(request.currentUser.id, request.params.language),
  );

  routes.post(
    placementApi.answer.path,
    {
      config: user,
      schema: {
        tags: ['placement'],
        summary: 'Answers the item shown (an option or "I don\'t know"); shows the next item or the level',
        description:
          'The server grades the answer. Answering an item already answered gives the state as it is (a retry); another item than the one shown is 409.',
        ...endpointSchema(placementApi.answer),
      },
    },
    async (request) => {
      const state = await service.answer(request.currentUser.id, request.params.testId, request.body);
      // A placement opens level quizzes: the cached verdicts of the quiz list are stale now.
      if (state.result) deps.forgetUser(request.currentUser.id);
      return state;
    },
  );

  routes.get(
    placementApi.audio.path,
    {
      config: user,
      schema: {
        tags: ['placement'],
        summary: "Speaks the listening item the test shows now with the app's text-to-speech",
        description: 'Answers audio; the sentence itself is never sent.',
        ...endpointSchema(placementApi.audio),
      },
    },
    async (request, reply) => {
      const userId = request.currentUser.id;
      const spoken = await service.currentSpokenText(userId, request.params.testId);
      const { speech } = await deps.speaker.speak(spoken.text, spoken.language, 1, { userId });
      return reply.type(speech.contentType).header('cache-control', 'private, no-store').send(speech.audio);
    },
  );
}

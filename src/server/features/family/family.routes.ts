import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { familyApi } from '../../../shared/contracts/endpoints/family.ts';
import type { Config } from '../../config.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { AppError, unauthenticated } from '../../errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { FamilyService } from './family.service.ts';

/** PIN calls a parent's devices may send per minute; the lock after every fifth wrong PIN is the real guard. */
const PIN_GUESSES_PER_MINUTE = 20;
/** Profile changes per minute: a parent sets up a family in a few. */
const CHANGES_PER_MINUTE = 30;

/** Child profiles, the parent's PIN and kid mode (decision 208). */
export function registerFamilyRoutes(
  app: FastifyInstance,
  deps: { config: Config; family: FamilyService; auth: Pick<AuthService, 'resolveUser' | 'toUserDto'> },
) {
  const { family, auth } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const parent = { access: 'user' as const };
  const changes = { access: 'user' as const, perUserLimit: { name: 'family', max: CHANGES_PER_MINUTE } };

  const tokenOf = (request: FastifyRequest) => {
    const token = request.cookies[deps.config.session.cookieName];
    if (!token) throw unauthenticated();
    return token;
  };
  /** The session's user as it is now, after kid mode changed on it. */
  const userNow = async (token: string) => {
    const user = await auth.resolveUser(token);
    if (!user) throw unauthenticated();
    return { user: auth.toUserDto(user) };
  };

  routes.get(
    familyApi.family.path,
    {
      config: parent,
      schema: {
        tags: ['family'],
        summary: "The parent's child profiles with each child's figures, and whether the PIN is set",
        ...endpointSchema(familyApi.family),
      },
    },
    async (request) => family.family(request.currentUser),
  );

  routes.post(
    familyApi.addChild.path,
    {
      config: changes,
      schema: {
        tags: ['family'],
        summary: 'Adds a child profile (at most six per account; 409 beyond)',
        ...endpointSchema(familyApi.addChild),
      },
    },
    async (request) => ({ child: await family.addChild(request.currentUser, request.body) }),
  );

  routes.put(
    familyApi.updateChild.path,
    {
      config: changes,
      schema: {
        tags: ['family'],
        summary: "Changes a child profile's name, avatar, age group or language",
        ...endpointSchema(familyApi.updateChild),
      },
    },
    async (request) => ({
      child: await family.updateChild(request.currentUser, request.params.childId, request.body),
    }),
  );

  routes.delete(
    familyApi.deleteChild.path,
    {
      config: changes,
      schema: {
        tags: ['family'],
        summary: 'Deletes a child profile with its progress; a device playing as the child is signed out',
        ...endpointSchema(familyApi.deleteChild),
      },
    },
    async (request) => {
      await family.deleteChild(request.currentUser, request.params.childId);
      return { success: true as const };
    },
  );

  routes.put(
    familyApi.setPin.path,
    {
      config: changes,
      schema: {
        tags: ['family'],
        summary: 'Sets the 4-digit PIN that leaves kid mode',
        ...endpointSchema(familyApi.setPin),
      },
    },
    async (request) => {
      await family.setPin(request.currentUser, request.body.pin);
      return { success: true as const };
    },
  );

  routes.post(
    familyApi.enterKidMode.path,
    {
      config: changes,
      schema: {
        tags: ['family'],
        summary: 'Turns kid mode on for this session: it plays as the child until a parent leaves it',
        ...endpointSchema(familyApi.enterKidMode),
      },
    },
    async (request) => {
      const token = tokenOf(request);
      await family.enterKidMode(request.currentUser, token, request.body.childId);
      return userNow(token);
    },
  );

  routes.post(
    familyApi.leaveKidMode.path,
    {
      config: {
        access: 'user',
        kidMode: true,
        perUserLimit: { name: 'kid-pin', max: PIN_GUESSES_PER_MINUTE },
      },
      schema: {
        tags: ['family'],
        summary: "Leaves kid mode with the parent's PIN (403 wrong; 429 for 15 minutes after five wrong)",
        ...endpointSchema(familyApi.leaveKidMode),
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      try {
        await family.leaveKidMode(request.currentUser, token, request.body.pin);
      } catch (error) {
        if (error instanceof AppError && error.code === 'RATE_LIMITED') {
          const details = error.details as { retryAfterSeconds?: number } | undefined;
          reply.header('retry-after', String(details?.retryAfterSeconds ?? 60));
        }
        throw error;
      }
      return userNow(token);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminApi } from '../../../shared/contracts/endpoints/admin.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Clock } from '../../core/clock.ts';
import type { CouponService } from '../billing/coupon.service.ts';
import type { AdminQuizzesService } from '../quizzes/admin-quizzes.service.ts';
import { registerAdminCouponsRoutes } from './admin-coupons.routes.ts';
import { registerAdminQuizzesRoutes } from './admin-quizzes.routes.ts';
import { registerAdminTimingsRoutes } from './admin-timings.routes.ts';
import type { TimingsService } from '../timings/timings.service.ts';
import type { AdminFiguresService } from './admin-figures.service.ts';
import type { AdminRightsService } from './admin-rights.service.ts';
import type { AdminUsersService } from './admin-users.service.ts';
import { CSV_BOM, toCsvLine } from './csv.ts';

const CSV_HEADER = [
  'id',
  'username',
  'email',
  'joined',
  'plan',
  'monthly_minutes_used',
  'total_minutes_used',
  'admin',
  'owner_admin',
  'subscribed',
];

async function* csvLines(users: AdminUsersService, search: string) {
  yield CSV_BOM + toCsvLine(CSV_HEADER);
  for await (const user of users.iterateUsers({ search })) {
    yield toCsvLine([
      user.id,
      user.username,
      user.email,
      user.createdAt,
      user.plan,
      user.monthlyMinutesUsed,
      user.totalMinutesUsed,
      user.isAdmin,
      user.isOwnerAdmin,
      user.subscribed,
    ]);
  }
}

/**
 * Every `/api/admin/*` route: statistics, users (search, pages, CSV) and admin rights here, quizzes in
 * `admin-quizzes.routes.ts`, coupons in `admin-coupons.routes.ts`, turn timings in `admin-timings.routes.ts`. Every route is admin-only.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  deps: {
    admin: { figures: AdminFiguresService; users: AdminUsersService; rights: AdminRightsService };
    adminQuizzes: AdminQuizzesService;
    coupons: CouponService;
    timings: TimingsService;
    clock: Clock;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { figures, users, rights } = deps.admin;

  routes.get(
    adminApi.stats.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Platform totals, users per plan and growth figures',
        ...endpointSchema(adminApi.stats),
      },
    },
    async () => figures.getStats(),
  );

  routes.get(
    adminApi.users.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'One page of users, newest first, searched by username or email',
        ...endpointSchema(adminApi.users),
      },
    },
    async (request) =>
      users.listUsers({
        search: request.query.search,
        before: request.query.before,
        pageSize: request.query.pageSize,
        adminsOnly: request.query.admins,
      }),
  );

  routes.get(
    adminApi.exportUsers.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every user matching the search, as a CSV download',
        produces: ['text/csv'],
        ...endpointSchema(adminApi.exportUsers),
        response: {
          200: z.string().describe('CSV (RFC 4180), a header line then one line per user'),
          ...endpointSchema(adminApi.exportUsers).response,
        },
      },
    },
    async (request, reply) => {
      const { search } = request.query;
      await users.recordExport(request.currentUser, search);
      const day = deps.clock.now().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="users-${day}.csv"`)
          .header('cache-control', 'no-store')
          // Streams skip serialisation: the 200 schema documents the body, the generator writes it.
          .send(Readable.from(csvLines(users, search)) as unknown as string)
      );
    },
  );

  routes.post(
    adminApi.grantAdmin.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Makes the user with this email an administrator',
        ...endpointSchema(adminApi.grantAdmin),
      },
    },
    async (request) => ({ user: await rights.grantAdmin(request.currentUser, request.body.email) }),
  );

  routes.post(
    adminApi.revokeAdmin.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Takes a user's administrator rights away (never an owner's, never your own)",
        ...endpointSchema(adminApi.revokeAdmin),
      },
    },
    async (request) => ({ user: await rights.revokeAdmin(request.currentUser, request.body.userId) }),
  );

  registerAdminQuizzesRoutes(app, deps);
  registerAdminCouponsRoutes(app, deps);
  registerAdminTimingsRoutes(app, deps);
}

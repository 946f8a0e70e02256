import {
  AdminStatsResponseSchema,
  AdminUserResponseSchema,
  AdminUsersExportQuerySchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  GrantAdminBodySchema,
  RevokeAdminBodySchema,
} from '../admin.ts';
import { defineEndpoints } from '../endpoint.ts';
import { TimingsQuerySchema, TimingsResponseSchema } from '../timings.ts';

/** Admin figures, the user list and admin rights (docs/product.md#admin). */
export const adminApi = defineEndpoints({
  stats: {
    method: 'GET',
    path: '/api/admin/stats',
    response: AdminStatsResponseSchema,
    errors: [400, 401, 403],
  },
  users: {
    method: 'GET',
    path: '/api/admin/users',
    query: AdminUsersQuerySchema,
    response: AdminUsersResponseSchema,
    errors: [400, 401, 403],
  },
  /** A CSV download, not JSON: the browser follows a link to it. */
  exportUsers: {
    method: 'GET',
    path: '/api/admin/users/export.csv',
    query: AdminUsersExportQuerySchema,
    errors: [400, 401, 403],
  },
  grantAdmin: {
    method: 'POST',
    path: '/api/admin/grant-admin',
    body: GrantAdminBodySchema,
    response: AdminUserResponseSchema,
    errors: [400, 401, 403, 404],
  },
  revokeAdmin: {
    method: 'POST',
    path: '/api/admin/revoke-admin',
    body: RevokeAdminBodySchema,
    response: AdminUserResponseSchema,
    errors: [400, 401, 403, 404],
  },
  /** Teacher reply, recognition and synthesis times per day and provider (decision 116). */
  timings: {
    method: 'GET',
    path: '/api/admin/timings',
    query: TimingsQuerySchema,
    response: TimingsResponseSchema,
    errors: [400, 401, 403],
  },
});

import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { PLAN_IDS } from '../domain/plans.ts';

/**
 * Admin contracts: statistics, the user list (search, pages, CSV export) and admin rights.
 * Quiz and coupon administration use the quiz and coupon contracts.
 */

/**
 * GET /api/admin/stats (both panels read `stats`; docs/product.md#admin). Every figure comes from the
 * database.
 */
export const AdminStatsResponseSchema = z.object({
  stats: z.object({
    totalUsers: z.number().int().nonnegative(),
    /** Users on a paid plan (monthly subscription or the annual purchase). */
    activeSubscriptions: z.number().int().nonnegative(),
    /** Sum of every user's total minutes used. */
    totalMinutes: z.number().int().nonnegative(),
    totalSessions: z.number().int().nonnegative(),
  }),
  /** One entry per plan, in catalogue order, zero counts included. */
  usersByPlan: z.array(z.object({ plan: z.enum(PLAN_IDS), count: z.number().int().nonnegative() })),
  /** Child profiles, and the accounts that hold any (decision 208). */
  families: z.object({
    childProfiles: z.number().int().nonnegative(),
    parentsWithChildren: z.number().int().nonnegative(),
  }),
  /** Growth lines, computed from timestamps; months are calendar months in UTC. */
  growth: z.object({
    newUsersLast7Days: z.number().int().nonnegative(),
    newSubscriptionsLast7Days: z.number().int().nonnegative(),
    minutesThisMonth: z.number().int().nonnegative(),
    minutesLastMonth: z.number().int().nonnegative(),
    sessionsThisMonth: z.number().int().nonnegative(),
    sessionsLastMonth: z.number().int().nonnegative(),
  }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponseSchema>;

/** A user as the admin lists see them. */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  plan: z.enum(PLAN_IDS),
  isAdmin: z.boolean(),
  /** From ADMIN_EMAILS: cannot be revoked. */
  isOwnerAdmin: z.boolean(),
  /** A recurring subscription id exists. */
  subscribed: z.boolean(),
  /** Minutes used in the current calendar month (UTC); 0 when the counter belongs to an older month. */
  monthlyMinutesUsed: z.number().int().nonnegative(),
  totalMinutesUsed: z.number().int().nonnegative(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const ADMIN_USERS_MAX_PAGE_SIZE = 100;

/** The user list counts a search's matches up to this many; a broader search says "more than" it. */
export const ADMIN_USERS_TOTAL_CAP = 10_000;

const SearchSchema = z.string().trim().max(200).default('');

/** GET /api/admin/users */
export const AdminUsersQuerySchema = z.object({
  /** Case-insensitive, matched anywhere in the username or the email. */
  search: SearchSchema,
  /**
   * The page after the one that ended with this user id: users with a smaller id (older), newest first.
   * Absent for the first page. Pages are reached from the previous page, never by number (decision 137).
   */
  before: RowIdParamSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_USERS_MAX_PAGE_SIZE).default(20),
  /** Only administrators (owners included). */
  admins: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const AdminUsersResponseSchema = z.object({
  users: z.array(AdminUserSchema),
  /**
   * How many users match the search, across all pages: exact up to ADMIN_USERS_TOTAL_CAP; past it this
   * is the cap and `totalCapped` is true (more match than that).
   */
  total: z.number().int().nonnegative(),
  totalCapped: z.boolean(),
  pageSize: z.number().int(),
  /** `before` for the next (older) page; null when this page is the last. */
  nextBefore: z.number().int().nullable(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

/** GET /api/admin/users/export.csv */
export const AdminUsersExportQuerySchema = z.object({ search: SearchSchema });

/** POST /api/admin/grant-admin */
export const GrantAdminBodySchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Enter an email address').max(320).pipe(z.email()),
});
export type GrantAdminBody = z.input<typeof GrantAdminBodySchema>;

/** POST /api/admin/revoke-admin */
export const RevokeAdminBodySchema = z.object({ userId: RowIdSchema });
export type RevokeAdminBody = z.infer<typeof RevokeAdminBodySchema>;

export const AdminUserResponseSchema = z.object({ user: AdminUserSchema });
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>;

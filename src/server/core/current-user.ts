import type { ChildProfileRow, UserRow } from '../features/users/users.service.ts';

/**
 * The signed-in user of a request, resolved from the session cookie by the auth service: the users row,
 * with owner admins (ADMIN_EMAILS signed in through the configured issuer) marked and always admins, and
 * the child the session plays as while kid mode is on (decision 208).
 */
export type CurrentUser = UserRow & { isOwnerAdmin: boolean; kidProfile: ChildProfileRow | null };

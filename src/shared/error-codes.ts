/**
 * The error codes of the one error body (`ApiErrorBody` in errors.ts) and the status each is answered
 * with. Kept free of zod so the web app's first load can read them without loading zod.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  LIMIT_EXCEEDED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_ERROR: 502,
  NOT_CONFIGURED: 503,
  STT_NOT_CONFIGURED: 503,
  UNAVAILABLE: 503,
  STORAGE_FULL: 503,
  PROVIDER_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * Where one code covers several refusals a person may see, `details.reason` says which (alongside the
 * facts its message names, e.g. `code`, `email`, `appliesToPlan`), so the web can say it in the interface
 * language instead of showing the server's English (docs/decisions/182).
 */
export const ERROR_REASONS = [
  'invalid_coupon',
  'already_used',
  'used_up',
  'plan',
  'annual',
  'duplicate_code',
  'not_signed_up',
  'owner',
  'self',
  'too_many_children',
  'no_pin',
  'pin_locked',
  'wrong_pin',
  'kid_mode',
] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The `details` of a refusal with a reason, as the server sends them. */
export interface ErrorReasonDetails {
  reason: ErrorReason;
  code?: string;
  email?: string;
  appliesToPlan?: string | null;
}

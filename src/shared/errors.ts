import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-codes.ts';

/** The one error vocabulary: every failing API response carries `ApiErrorBody`. */
export { ERROR_STATUS, type ErrorCode } from './error-codes.ts';
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

export const ApiErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  requestId: z.string(),
  details: z.unknown().optional(),
});

export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

import { z } from 'zod';

/** The answer of a call that has nothing else to say. */
export const SuccessResponseSchema = z.object({ success: z.literal(true) });

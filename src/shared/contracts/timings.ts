import { z } from 'zod';

export const TIMING_KINDS = ['reply', 'recognition', 'synthesis'] as const;

export const TimingsQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(90).default(14),
});

/** Per UTC day, kind and provider: how many, and the median and 95th percentile in milliseconds. */
export const TimingRowSchema = z.object({
  day: z.string(),
  kind: z.enum(TIMING_KINDS),
  provider: z.string(),
  count: z.number().int(),
  firstTokenP50Ms: z.number().nullable(),
  firstTokenP95Ms: z.number().nullable(),
  totalP50Ms: z.number(),
  totalP95Ms: z.number(),
});
export type TimingRow = z.infer<typeof TimingRowSchema>;

export const TimingsResponseSchema = z.object({ rows: z.array(TimingRowSchema) });
export type TimingsResponse = z.infer<typeof TimingsResponseSchema>;

import { z } from 'zod';

/** Deployment facts the web app needs before its first request, embedded in index.html by the server. */
export const PublicAppConfigSchema = z.object({
  appName: z.string(),
  companyName: z.string(),
  identity: z.enum(['google', 'development']),
  /** Whether the server can transcribe recordings (else the browser's own recogniser, if any). */
  speechToText: z.boolean(),
});
export type PublicAppConfig = z.infer<typeof PublicAppConfigSchema>;

import { z } from 'zod';

/** Deleting an account is confirmed by typing its email address (decision 160). */
export const DeleteAccountBodySchema = z.object({
  confirmation: z.string().trim().min(1).max(320),
});

export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

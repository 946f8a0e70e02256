import { defineEndpoints } from '../endpoint.ts';
import { DeleteAccountBodySchema } from '../account.ts';
import { SuccessResponseSchema } from './success.ts';

/** The learner's data rights: their data as an archive, and their account's deletion (decision 160). */
export const accountApi = defineEndpoints({
  /** A zip archive of JSON files, not JSON. */
  exportData: { method: 'GET', path: '/api/account/export', errors: [401, 429] },
  deleteAccount: {
    method: 'DELETE',
    path: '/api/account',
    body: DeleteAccountBodySchema,
    response: SuccessResponseSchema,
    errors: [400, 401, 502],
  },
});

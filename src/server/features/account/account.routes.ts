import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountApi } from '../../../shared/contracts/endpoints/account.ts';
import type { Config } from '../../config.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { sessionCookieOptions } from '../auth/auth.routes.ts';
import type { AccountErasureService } from './account-erasure.service.ts';
import type { DataExportService } from './data-export.service.ts';

/** Archives a learner may ask for per minute: each one reads their whole history. */
const EXPORTS_PER_MINUTE = 3;

/** The learner's data rights (decision 160): downloading their data, deleting their account. */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: { config: Config; account: { dataExport: DataExportService; erasure: AccountErasureService } },
) {
  const { config, account } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    accountApi.exportData.path,
    {
      config: { access: 'user', perUserLimit: { name: 'data-export', max: EXPORTS_PER_MINUTE } },
      schema: {
        tags: ['account'],
        summary: 'The learner’s data as a zip archive of JSON files, written as it is read',
        produces: ['application/zip'],
        ...endpointSchema(accountApi.exportData),
        response: {
          200: z.string().describe('A zip archive: README.txt and one JSON file per kind of data'),
          ...endpointSchema(accountApi.exportData).response,
        },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = account.dataExport.archive(request.currentUser.id);
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Streams skip serialisation: the 200 schema documents the body, the stream writes it.
          .send(stream as unknown as string)
      );
    },
  );

  routes.delete(
    accountApi.deleteAccount.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Deletes the account and its data (confirmed by its email address) and signs out everywhere',
        ...endpointSchema(accountApi.deleteAccount),
      },
    },
    async (request, reply) => {
      await account.erasure.deleteAccount(request.currentUser, request.body.confirmation);
      reply.clearCookie(config.session.cookieName, sessionCookieOptions(config));
      return { success: true as const };
    },
  );
}

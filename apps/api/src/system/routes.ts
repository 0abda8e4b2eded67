import { ApiStatus, csrfData } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, okSchema } from '../lib/envelope';
import { ApiError } from '../lib/errors';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/csrf',
    {
      schema: {
        tags: ['system'],
        summary: 'CSRF token for X-CSRF-Token (sets the HttpOnly yc_csrf cookie when absent)',
        response: okSchema(csrfData),
      },
    },
    async (_request, reply) => {
      // The token is per browser, so shared caches must never hand it to someone else.
      reply.header('cache-control', 'no-store');
      return ok({ token: reply.csrfToken() });
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness with a database round trip',
        response: okSchema(z.object({ db: z.string() })),
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new ApiError(503, ApiStatus.serverError, '数据库不可用', { db: 'down' });
      }
      return ok({ db: 'ok' });
    },
  );
};

export default systemRoutes;

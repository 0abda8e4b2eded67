import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';

/** Limits keep a hostile body from building huge or deeply nested objects. */
export const qsOptions = { depth: 5, arrayLimit: 200, parameterLimit: 2000 } as const;

export function parseQs(input: string): Record<string, unknown> {
  return qs.parse(input, qsOptions);
}

/** Form bodies (the spec's default encoding) with qs nesting: `params[0][goods_id]=1`. JSON is built in. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(formbody, { parser: parseQs });
  },
  { name: 'body' },
);

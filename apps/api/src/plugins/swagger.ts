import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeDocument, describeOperation, type OperationSchema, securitySchemes } from '../lib/openapi';
import { noBody } from './validation';

type Transform = typeof jsonSchemaTransform;

/** The zod transform, then what every operation shares (lib/openapi.ts), so route files need not repeat it. */
const transform: Transform = (document) => {
  const { body, ...declared } = document.schema ?? {};
  const result = jsonSchemaTransform({ ...document, schema: body === noBody ? declared : document.schema });
  if (!result.schema || result.schema.hide) return result;
  const method = [document.route.method].flat()[0] ?? 'GET';
  return { ...result, schema: describeOperation(method, result.url, result.schema as OperationSchema) };
};

/** The API reference, generated from the same zod schemas that validate requests. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '药采 Yaocai API',
          description:
            'Every answer is the envelope `{status, message, data}`; POST/PUT/PATCH/DELETE need `X-CSRF-Token`.',
          version: '0.1.0',
          license: { name: 'Proprietary' },
        },
        servers: [{ url: '/', description: 'The site that serves this reference' }],
        components: { securitySchemes },
      },
      transform,
      transformObject: (document) => completeDocument(jsonSchemaTransformObject(document)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);

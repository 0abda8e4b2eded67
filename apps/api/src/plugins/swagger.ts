import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeDocument, describeOperation, type OperationSchema, securitySchemes } from '../lib/openapi';
import { noBody } from './validation';

type Transform = typeof jsonSchemaTransform;

type JsonObject = { properties?: Record<string, Record<string, unknown>> };

/**
 * zod leaves out the default of a field whose input is transformed first (every integer parameter reads its
 * digits in a preprocess), so it is copied from the zod object: clients see `page` defaults to 1.
 */
function documentDefaults(declared: unknown, json: JsonObject | undefined): void {
  if (!(declared instanceof z.ZodObject) || !json?.properties) return;
  for (const [name, field] of Object.entries(declared.shape)) {
    const property = json.properties[name];
    if (field instanceof z.ZodDefault && property && !('default' in property))
      property.default = field.def.defaultValue;
  }
}

/** The zod transform, then what every operation shares (lib/openapi.ts), so route files need not repeat it. */
const transform: Transform = (document) => {
  const { body, ...declared } = document.schema ?? {};
  const result = jsonSchemaTransform({ ...document, schema: body === noBody ? declared : document.schema });
  if (!result.schema || result.schema.hide) return result;
  documentDefaults(document.schema?.querystring, result.schema.querystring as JsonObject);
  documentDefaults(document.schema?.body, result.schema.body as JsonObject);
  const method = [document.route.method].flat()[0] ?? 'GET';
  const csrfOnRead = document.route.config?.csrfOnRead === true;
  return {
    ...result,
    schema: describeOperation(method, result.url, result.schema as OperationSchema, csrfOnRead),
  };
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

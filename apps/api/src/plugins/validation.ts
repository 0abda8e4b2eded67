import { toFieldErrors, zhCNErrorMap } from '@yaocai/domain';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { FieldValidationError } from '../lib/errors';

/**
 * Like fastify-type-provider-zod's validatorCompiler, but messages come out in Chinese (schema messages win,
 * zod's zh-CN locale fills the rest) and the failure is already shaped as the 422 `data.errors` map.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: zhCNErrorMap });
    if (result.success) return { value: result.data };
    return { error: new FieldValidationError(toFieldErrors(result.error.issues)) };
  };

export default fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'validation' },
);

import { isDeepStrictEqual } from 'node:util';
import { Messages, toFieldErrors, zhCNErrorMap } from '@yaocai/domain';
import fastJson, { type AnySchema } from 'fast-json-stringify';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  ResponseSerializationError,
  serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldValidationError } from '../lib/errors';

/**
 * Like fastify-type-provider-zod's validatorCompiler, but messages come out in Chinese (schema messages win,
 * zod's zh-CN locale fills the rest) and the failure is already shaped as the 422 `data.errors` map.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // An absent or empty body (Fastify gives null) is an empty form: an action whose fields are all optional
    // (order cancel) takes it, and one with required fields names them instead of "expected an object".
    const input = httpPart === 'body' && (data === null || data === undefined) ? {} : data;
    const result = schema.safeParse(input, { error: zhCNErrorMap });
    if (result.success) return { value: result.data };
    return { error: new FieldValidationError(toFieldErrors(result.error.issues)) };
  };

type Serializer = (data: unknown) => string;

/**
 * zod marks every object `additionalProperties: false`. fast-json-stringify already writes only the declared
 * properties of a plain object, but inside `anyOf` (a nullable object) it picks the branch by validating, and
 * the flag would reject an object that carries more than the contract (a row with extra columns) — so it goes.
 */
function allowExtraProperties(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowExtraProperties(item);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.additionalProperties === false) delete record.additionalProperties;
    for (const value of Object.values(record)) allowExtraProperties(value);
  }
}
type SerializerCompiler = (route: { schema: unknown; method: string; url: string }) => Serializer;

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod contract — Fastify's own
 * serializer: only the contract's fields go out (anything else on the object is dropped), several times faster
 * than encoding through zod on every request. A contract JSON Schema cannot express (a transform) keeps the zod
 * serializer. With `check` (tests and development) every response is also encoded through zod, a contract
 * violation is a 500, and the fast output must equal zod's — so a route and its contract cannot drift apart
 * unnoticed.
 */
export function responseSerializerCompiler(check: boolean): SerializerCompiler {
  return (route) => {
    const schema = route.schema as z.ZodType;
    let fast: Serializer;
    try {
      const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
      allowExtraProperties(json);
      fast = fastJson(json as AnySchema);
    } catch {
      return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serializer;
    }
    if (!check) return fast;
    return (data) => {
      const result = z.safeEncode(schema, data);
      if (!result.success)
        throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
      const output = fast(data);
      if (!isDeepStrictEqual(JSON.parse(output), JSON.parse(JSON.stringify(result.data)))) {
        throw new Error(`${route.method} ${route.url}: fast serializer output differs from the zod contract`);
      }
      return output;
    };
  };
}

/** The body of a route that declares none: nothing, or an empty object (the API reference leaves it out). */
export const noBody = z.strictObject({}).nullish();

/** Methods whose requests may carry a body (Fastify parses one for these). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A route that declares no query or body takes none: an unknown field is a 422 like on every other route,
 * never silently ignored. An absent body (Fastify gives null) stays allowed.
 */
function refuseUndeclaredInput(route: RouteOptions): void {
  if (!route.url.startsWith('/api/') || route.schema?.hide) return;
  const schema: FastifySchema = { ...route.schema };
  schema.querystring ??= z.strictObject({});
  const methods = [route.method].flat();
  if (methods.some((method) => BODY_METHODS.has(method))) schema.body ??= noBody;
  route.schema = schema;
}

/**
 * Where in a parsed query, path or body a NUL byte sits (in a key or a string value), as the field path of the
 * 422 (`a.b.0`); null when there is none. Iterative, so a deeply nested JSON body cannot exhaust the stack.
 */
export function nulField(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || 'body';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return path || 'body';
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * A NUL byte anywhere in the query, the path or the body is a 422 before any route runs (issue #20 §4):
 * PostgreSQL cannot store NUL in text and refuses it with an error, so a NUL that reached a query was a 500
 * and the log held the statement with its parameters. Control characters in general are each contract's
 * business (`oneLineText`/`multiLineText` in @yaocai/domain); NUL is refused here for every route, whatever its
 * schema says (an enum, a regex, a route without a schema). Multipart bodies are read by their route.
 */
function refuseNul(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  const field = nulField(request.query) ?? nulField(request.params) ?? nulField(request.body);
  if (field === null) done();
  else done(new FieldValidationError({ [field]: [Messages.nulCharacter] }));
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', refuseUndeclaredInput);
    app.addHook('preValidation', refuseNul);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler(app.config.checkResponses));
  },
  { name: 'validation', dependencies: ['context'] },
);

import { envelope, idempotencyKey, validationErrorData } from '@yaocai/domain';
import { z } from 'zod';
import { CSRF_COOKIE, OPERATOR_SESSION_COOKIE, SESSION_COOKIE } from './cookies';

/** Names of the security schemes in `components.securitySchemes`. */
type SchemeName = 'session' | 'csrf' | 'operatorSession' | 'operatorCsrf';
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** `security` of a route that answers visitors with 401 / status 10001. */
export const signedInOnly: SecurityRequirement[] = [{ session: [] }];

/** Every other route: a visitor may call it, a signed-in buyer sees more (prices). */
const sessionOptional: SecurityRequirement[] = [{}, { session: [] }];

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'HttpOnly session cookie set by POST /api/user/login.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: `Signed double-submit token from GET /api/csrf, which also sets the HttpOnly \`${CSRF_COOKIE}\` cookie it must match. Required on POST, PUT, PATCH and DELETE, and on GET /api/draw, which draws a prize.`,
  },
  operatorSession: {
    type: 'apiKey',
    in: 'cookie',
    name: OPERATOR_SESSION_COOKIE,
    description:
      "The operators' session cookie set by POST /api/console/login (path /api/console, SameSite=Strict); `x-roles` on a console operation names the roles that may call it.",
  },
  operatorCsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      "The operator session's own token (from POST /api/console/login or GET /api/console/session); required on every state-changing /api/console call. Sign-in needs the header too (any value: no session yet).",
  },
} as const;

const openapi30 = { target: 'openapi-3.0' } as const;
/** Error envelopes: `data` is null, or `{errors}` for 422 (field → Chinese messages). */
const errorSchemas = {
  ApiError: z.toJSONSchema(envelope(z.null()), openapi30),
  ValidationError: z.toJSONSchema(envelope(validationErrorData), openapi30),
};

const errorResponse = (description: string, schema: keyof typeof errorSchemas) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
});

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `GET /api/goods/detail/:id` → `getGoodsDetailById`: unique because method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[_-]/)] : segment.split(/[_-]/),
    );
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join(
    '',
  );
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route honours an `Idempotency-Key` header ('required': refuses a request without it, 422). For the
     * API document only: the handler reads and checks the key itself (`idempotencyKeyOf`), after the body, so
     * Fastify does not validate it as a header schema.
     */
    idempotencyKey?: 'required' | 'optional';
  }
}

const IDEMPOTENCY_DESCRIPTION =
  'One key per attempt (a UUID): a retry with the same key and body answers the first response byte for byte; the same key with another body → 409; a key is kept 7 days.';

/** The `Idempotency-Key` header parameter, as a headers schema @fastify/swagger turns into a parameter. */
function idempotencyHeaders(required: boolean) {
  const { $schema: _draft, ...key } = z.toJSONSchema(idempotencyKey, openapi30) as Record<string, unknown>;
  return {
    type: 'object',
    properties: { 'Idempotency-Key': { ...key, description: IDEMPOTENCY_DESCRIPTION } },
    required: required ? ['Idempotency-Key'] : [],
  };
}

export interface OperationSchema {
  idempotencyKey?: 'required' | 'optional';
  headers?: unknown;
  operationId?: string;
  security?: SecurityRequirement[];
  response?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * What every operation shares and the route files need not repeat: its id, who may call it (a state-changing
 * method also needs the CSRF header) and the error envelopes it can answer — 422 everywhere (every route
 * validates its query), 404 where the path names something, 401 where a session is required, 403 (CSRF) on
 * state-changing methods. A route's own declarations win.
 */
export function describeOperation(
  method: string,
  url: string,
  schema: OperationSchema,
  /** The route's `config.csrfOnRead`: a safe method that still needs the token (plugins/csrf.ts). */
  csrfOnRead = false,
): OperationSchema {
  const needsCsrf = UNSAFE.has(method) || csrfOnRead;
  // Console calls carry the operator session's token (console/guard.ts), every other call the buyer one.
  const csrfScheme: SchemeName = url.startsWith('/api/console/') ? 'operatorCsrf' : 'csrf';
  const required = schema.security ?? sessionOptional;
  const security = needsCsrf
    ? required.map((requirement) => ({ ...requirement, [csrfScheme]: [] }))
    : required;
  const needsSession = required.every((requirement) => requirement.session || requirement.operatorSession);
  const errors: Record<string, unknown> = {
    422: errorResponse('参数不合法（data.errors 按字段给出原因）', 'ValidationError'),
  };
  if (needsSession) errors[401] = errorResponse('未登录（status 10001）', 'ApiError');
  const roles = schema['x-roles'] as string[] | undefined;
  const forbidden = [
    ...(needsCsrf ? ['缺少或错误的 X-CSRF-Token'] : []),
    ...(roles?.length ? [`没有${roles.join('或')}角色`] : []),
  ];
  if (forbidden.length) errors[403] = errorResponse(forbidden.join('；'), 'ApiError');
  if (url.includes('/:')) errors[404] = errorResponse('请求的内容不存在', 'ApiError');
  const { idempotencyKey: idempotency, ...declared } = schema;
  return {
    ...declared,
    ...(idempotency ? { headers: idempotencyHeaders(idempotency === 'required') } : {}),
    operationId: schema.operationId ?? operationIdOf(method, url),
    security,
    response: { ...errors, ...schema.response },
  };
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/**
 * Completes the document the type provider built. The error envelopes the operations refer to are added.
 * zod documents every `.int()` with ±2^53 bounds, which say nothing and read as if ids could be that large, so
 * those go; real bounds (int4 ids, page sizes) stay. Components nothing refers to (the type provider adds an
 * input and an output copy of each named schema) are dropped.
 */
export function completeDocument<T>(document: T): T {
  type Document = {
    components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  };
  const { components } = document as Document;
  const complete = {
    ...document,
    components: {
      ...components,
      schemas: { ...components?.schemas, ...errorSchemas },
    },
  };
  const tidy = JSON.parse(JSON.stringify(complete), (key, value) => {
    if ((key === 'minimum' && value === -MAX_SAFE) || (key === 'maximum' && value === MAX_SAFE))
      return undefined;
    return value;
  }) as typeof complete;
  const schemas: Record<string, unknown> = tidy.components.schemas;
  let pruned = true;
  while (pruned) {
    pruned = false;
    for (const name of Object.keys(schemas)) {
      const { [name]: _self, ...others } = schemas;
      const rest = JSON.stringify({ ...tidy, components: { ...tidy.components, schemas: others } });
      if (!rest.includes(`"#/components/schemas/${name}"`)) {
        delete schemas[name];
        pruned = true;
      }
    }
  }
  return tidy as T;
}

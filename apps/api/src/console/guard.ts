import { timingSafeEqual } from 'node:crypto';
import {
  ApiStatus,
  type ConsolePermission,
  Messages,
  OPERATOR_ROLE_LABELS,
  permissionsOf,
  rolesWith,
} from '@yaocai/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { OPERATOR_SESSION_COOKIE } from '../lib/cookies';
import { ApiError, csrfRejected, notSignedIn } from '../lib/errors';
import {
  createOperatorSession,
  OPERATOR_SESSION_ABSOLUTE_MS,
  resolveOperatorSession,
  revokeOperatorSession,
  type SignedInOperator,
} from './sessions';

/**
 * Who may call a console route: 'public' (sign-in, the session read), 'operator' (any signed-in operator), or
 * the permission it needs (domain ROLE_PERMISSIONS says which roles hold it).
 */
export type ConsoleAccess = 'public' | 'operator' | ConsolePermission;

export const CONSOLE_PREFIX = '/api/console/';

declare module 'fastify' {
  interface FastifySchema {
    /** The API document's list of roles that may call a console operation (set by the guard, not by routes). */
    'x-roles'?: string[];
  }
  interface FastifyContextConfig {
    /** Marks a console route and who may call it; checked by console/guard.ts and nowhere else. */
    console?: ConsoleAccess;
  }
  interface FastifyRequest {
    /** The operator of the request's console session, or null (looked up once per request). */
    consoleOperator(): Promise<SignedInOperator | null>;
    /** The signed-in operator; on a guarded route the guard has already refused anyone else. */
    requireOperator(): Promise<SignedInOperator>;
    operatorLookup: Promise<SignedInOperator | null> | null;
  }
  interface FastifyReply {
    /** Revokes the request's operator session (if any), starts a new one and sets its cookie. */
    startOperatorSession(operatorId: number): Promise<{ csrfToken: string }>;
    /** Revokes the request's operator session and clears its cookie. */
    endOperatorSession(): Promise<void>;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The console cookie is sent only to /api/console (path) and never on a cross-site request (Strict): a buyer
 * page, and any other site, never carries it. The buyer cookie is not read here, so a buyer session is no one.
 */
function operatorCookie(request: FastifyRequest, maxAgeMs?: number) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/api/console',
    secure: request.protocol === 'https',
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

const sameToken = (header: unknown, token: string) => {
  if (typeof header !== 'string') return false;
  const actual = Buffer.from(header);
  const expected = Buffer.from(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

const lacksRole = (permission: ConsolePermission) =>
  new ApiError(
    403,
    ApiStatus.forbidden,
    `${Messages.forbidden}（需要${rolesWith(permission)
      .map((role) => OPERATOR_ROLE_LABELS[role])
      .join('或')}角色）`,
  );

/**
 * The console's door (issue #26 §1, docs/console.md), the only place operator access is decided. Every route
 * under /api/console must declare `config.console` (the server refuses to start otherwise, so a new console
 * route cannot be left open by forgetting), and every such request is checked before its body is read:
 * signed in as an operator (else 401), the session's own CSRF token on state-changing calls (else 403), and the
 * declared permission among the operator's roles (else 403). The buyer CSRF check (plugins/csrf.ts) leaves these
 * routes to this one (`ownCsrf`): the console's token is bound to the operator session, not to the buyer cookie.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('operatorLookup', null);
    app.decorateRequest('consoleOperator', function consoleOperator(this: FastifyRequest) {
      const id = this.cookies[OPERATOR_SESSION_COOKIE];
      this.operatorLookup ??= id ? resolveOperatorSession(app.db, id) : Promise.resolve(null);
      return this.operatorLookup;
    });
    app.decorateRequest('requireOperator', async function requireOperator(this: FastifyRequest) {
      const operator = await this.consoleOperator();
      if (operator === null) throw notSignedIn();
      return operator;
    });
    app.decorateReply('startOperatorSession', async function start(this: FastifyReply, operatorId: number) {
      const old = this.request.cookies[OPERATOR_SESSION_COOKIE];
      if (old) await revokeOperatorSession(app.db, old);
      const session = await createOperatorSession(app.db, operatorId);
      this.setCookie(
        OPERATOR_SESSION_COOKIE,
        session.id,
        operatorCookie(this.request, OPERATOR_SESSION_ABSOLUTE_MS),
      );
      // The rest of this request (the sign-in's answer) sees the new session.
      this.request.cookies[OPERATOR_SESSION_COOKIE] = session.id;
      this.request.operatorLookup = null;
      return { csrfToken: session.csrfToken };
    });
    app.decorateReply('endOperatorSession', async function end(this: FastifyReply) {
      const id = this.request.cookies[OPERATOR_SESSION_COOKIE];
      if (id) await revokeOperatorSession(app.db, id);
      this.clearCookie(OPERATOR_SESSION_COOKIE, operatorCookie(this.request));
    });

    app.addHook('onRoute', (route) => {
      const access = route.config?.console;
      if (!route.url.startsWith(CONSOLE_PREFIX)) {
        if (access !== undefined) throw new Error(`${route.url}: config.console outside ${CONSOLE_PREFIX}`);
        return;
      }
      if (access === undefined) throw new Error(`${route.url}: a console route must declare config.console`);
      route.config = { ...route.config, ownCsrf: true };
      // The API document says who may call it; the guard below is what enforces it.
      const roles = access === 'public' || access === 'operator' ? [] : rolesWith(access);
      route.schema = {
        ...route.schema,
        tags: ['console'],
        'x-roles': roles.map((role) => OPERATOR_ROLE_LABELS[role]),
        security: access === 'public' ? [{}] : [{ operatorSession: [] }],
      };
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.console;
      if (access === undefined) return;
      const unsafe = UNSAFE.has(request.method);
      if (access === 'public') {
        // Sign-in has no session yet to hold a token. A header of our own is enough against login CSRF: a
        // cross-site form cannot set one, and a cross-site fetch that does needs a CORS preflight this server
        // never grants.
        if (unsafe && !request.headers['x-csrf-token']) throw csrfRejected();
        return;
      }
      const operator = await request.requireOperator();
      if (unsafe && !sameToken(request.headers['x-csrf-token'], operator.csrfToken)) throw csrfRejected();
      if (access !== 'operator' && !permissionsOf(operator.roles).includes(access)) throw lacksRole(access);
    });
  },
  { name: 'console-guard', dependencies: ['context', 'sessions'] },
);

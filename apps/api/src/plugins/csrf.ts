import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, SESSION_COOKIE } from '../lib/cookies';
import { csrfRejected } from '../lib/errors';
import { loadSecret } from '../lib/secrets';
import { cookieOptions } from './sessions';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The token is required on this route although its method is safe: the spec fixes GET for a call that
     * changes state (GET /api/draw draws a prize), and a cross-site page can make a browser send a GET with
     * the session cookie (an <img>, a top-level link). docs/draw.md.
     */
    csrfOnRead?: boolean;
    /**
     * Another plugin checks this route's CSRF token against the session it owns: the console's routes, whose
     * token is bound to the operator session (console/guard.ts sets this on every /api/console route).
     */
    ownCsrf?: boolean;
    /**
     * A payment provider's server-to-server notification (POST /api/pay/notify/*): no browser and no cookie are
     * involved, so no token can exist; the route authenticates the request by the provider's signature alone and
     * touches no session (docs/payments.md).
     */
    providerSigned?: boolean;
  }
  interface FastifyReply {
    /** The token for the request's CSRF cookie, setting a fresh cookie when there is none. */
    csrfToken(): string;
  }
}

/**
 * What the token is bound to: the session cookie when there is one, else (a visitor) the random value of the
 * HttpOnly CSRF cookie. A token is HMAC(secret, binding), so it is valid only with the session it was issued
 * for: an attacker who plants their own CSRF cookie and token (a sibling subdomain, a MITM'd http page) cannot
 * write with the victim's session, because they cannot compute the token of a session id they do not know.
 * (Before issue #20 §4 the token was bound to the CSRF cookie alone, and that plant worked.)
 */
function binding(request: FastifyRequest): string | undefined {
  const session = request.cookies[SESSION_COOKIE];
  if (session) return `session:${session}`;
  const visitor = request.cookies[CSRF_COOKIE];
  return visitor ? `visitor:${visitor}` : undefined;
}

/**
 * Signed double-submit bound to the session: the page sends HMAC(secret, binding) in X-CSRF-Token. A cross-site
 * form can send the cookies but cannot compute the header. Signing in rotates the session, so it rotates the
 * token (login answers the new one; the web app's request layer keeps it, and on a 403 fetches a fresh one);
 * the secret lives in the database so all instances agree.
 */
export default fp(
  async (app: FastifyInstance) => {
    const secret = await loadSecret(app.db, 'csrf');
    const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');

    app.decorateReply('csrfToken', function csrfToken(this: FastifyReply) {
      if (!this.request.cookies[CSRF_COOKIE]) {
        // The visitor's pre-session value. A session cookie (no max-age): it lasts as long as the browser
        // session that holds the page.
        const value = randomBytes(32).toString('base64url');
        this.setCookie(CSRF_COOKIE, value, cookieOptions(this.request));
        this.request.cookies[CSRF_COOKIE] = value;
      }
      return sign(binding(this.request) as string);
    });

    /** Whether a state-changing request carries the header that matches its cookie. */
    const tokenValid = (request: FastifyRequest) => {
      const value = binding(request);
      const header = request.headers['x-csrf-token'];
      if (!value || typeof header !== 'string') return false;
      const expected = Buffer.from(sign(value));
      const actual = Buffer.from(header);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    };
    // Every state-changing request needs the token, whatever its path: the router decodes `/%61pi/…` and
    // strips `http://host` from an absolute-form target, so a check on the raw URL's prefix can be walked
    // around, and nothing outside /api takes a POST anyway. A callback hook, not an async one: reads (most
    // requests) pass without a promise and a tick.
    app.addHook('onRequest', (request, _reply, done) => {
      const { config } = request.routeOptions;
      if (config.ownCsrf === true || config.providerSigned === true) return done();
      const guarded = UNSAFE.has(request.method) || config.csrfOnRead === true;
      if (!guarded || tokenValid(request)) done();
      else done(csrfRejected());
    });
  },
  { name: 'csrf', dependencies: ['context', 'sessions'] },
);

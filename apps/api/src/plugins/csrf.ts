import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE } from '../lib/cookies';
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
  }
  interface FastifyReply {
    /** The token for the request's CSRF cookie, setting a fresh cookie when there is none. */
    csrfToken(): string;
  }
}

/**
 * Signed double-submit: the HttpOnly cookie holds a random value, the page sends HMAC(secret, value) in
 * X-CSRF-Token. A cross-site form can send the cookie but cannot compute the header. The cookie is independent
 * of the session, so the token survives login; the secret lives in the database so all instances agree.
 */
export default fp(
  async (app: FastifyInstance) => {
    const secret = await loadSecret(app.db, 'csrf');
    const sign = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');

    app.decorateReply('csrfToken', function csrfToken(this: FastifyReply) {
      let value = this.request.cookies[CSRF_COOKIE];
      if (!value) {
        value = randomBytes(32).toString('base64url');
        // A session cookie (no max-age): it lasts as long as the browser session that holds the page.
        this.setCookie(CSRF_COOKIE, value, cookieOptions(this.request));
        this.request.cookies[CSRF_COOKIE] = value;
      }
      return sign(value);
    });

    /** Whether a state-changing request carries the header that matches its cookie. */
    const tokenValid = (request: FastifyRequest) => {
      const value = request.cookies[CSRF_COOKIE];
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
      if (config.ownCsrf === true) return done();
      const guarded = UNSAFE.has(request.method) || config.csrfOnRead === true;
      if (!guarded || tokenValid(request)) done();
      else done(csrfRejected());
    });
  },
  { name: 'csrf', dependencies: ['context', 'sessions'] },
);

import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../lib/cookies';
import { notFound, notSignedIn } from '../lib/errors';
import {
  type CompanyBuyer,
  createSession,
  rememberSessions,
  resolveSession,
  revokeSession,
  SESSION_ABSOLUTE_MS,
  type SessionUser,
} from '../lib/session-store';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user with their company standing, or null for a visitor (looked up once per request). */
    sessionUser(): Promise<SessionUser | null>;
    /** The signed-in user's id, or null for a visitor. */
    userId(): Promise<number | null>;
    /** The signed-in user; a visitor gets 401 / status 10001. */
    requireSessionUser(): Promise<SessionUser>;
    /** Who buys (the acting store after a /ddgl switch, else the signed-in user); a visitor gets 401 / 10001. */
    requireUserId(): Promise<number>;
    /**
     * The buyer and their company: the one way a route acting on a company's things (orders, payment, wallet,
     * addresses, contract, applications) asks for it. A visitor gets 401 / 10001; a login without a company 404,
     * like anything that is not theirs.
     */
    requireCompany(): Promise<CompanyBuyer>;
    /** Who signed in, whatever store they buy for; a visitor gets 401 / status 10001. */
    requireAccountUserId(): Promise<number>;
    sessionLookup: Promise<SessionUser | null> | null;
  }
  interface FastifyReply {
    /** Revokes the request's session (if any), creates a new one and sets its cookie. */
    startSession(userId: number): Promise<void>;
    /** Revokes the request's session and clears its cookie. */
    endSession(): Promise<void>;
  }
}

/** HttpOnly so scripts cannot read it; Lax so cross-site POSTs do not carry it; Secure under HTTPS. */
export function cookieOptions(request: FastifyRequest, maxAgeMs?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: request.protocol === 'https',
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    rememberSessions(app.db, app.config.sessionCacheMs);
    app.decorateRequest('sessionLookup', null);
    app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
      const id = this.cookies[SESSION_COOKIE];
      this.sessionLookup ??= id ? resolveSession(app.db, id) : Promise.resolve(null);
      return this.sessionLookup;
    });
    app.decorateRequest('userId', async function userId(this: FastifyRequest) {
      return (await this.sessionUser())?.userId ?? null;
    });
    app.decorateRequest('requireSessionUser', async function requireSessionUser(this: FastifyRequest) {
      const user = await this.sessionUser();
      if (user === null) throw notSignedIn();
      return user;
    });
    app.decorateRequest('requireUserId', async function requireUserId(this: FastifyRequest) {
      return (await this.requireSessionUser()).userId;
    });
    app.decorateRequest('requireCompany', async function requireCompany(this: FastifyRequest) {
      const { userId, company } = await this.requireSessionUser();
      if (company === null) throw notFound();
      return { userId, companyId: company.id };
    });
    app.decorateRequest('requireAccountUserId', async function requireAccountUserId(this: FastifyRequest) {
      return (await this.requireSessionUser()).accountUserId;
    });
    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: number) {
      const old = this.request.cookies[SESSION_COOKIE];
      if (old) await revokeSession(app.db, old);
      const session = await createSession(app.db, userId);
      this.setCookie(SESSION_COOKIE, session.id, cookieOptions(this.request, SESSION_ABSOLUTE_MS));
      // The rest of this request sees the new session: the CSRF token a login answers is bound to it.
      this.request.cookies[SESSION_COOKIE] = session.id;
    });
    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      const id = this.request.cookies[SESSION_COOKIE];
      if (id) await revokeSession(app.db, id);
      this.clearCookie(SESSION_COOKIE, cookieOptions(this.request));
      delete this.request.cookies[SESSION_COOKIE];
    });
  },
  { name: 'sessions', dependencies: ['context'] },
);

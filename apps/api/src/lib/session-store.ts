import { createHash, randomBytes } from 'node:crypto';
import type { BuyerFacts } from '@yaocai/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, preparedFor } from '../db/client';
import { companies, managedStores, sessions, users } from '../db/schema/index';
import { buyerFactsOf, qualificationColumns } from './buyer-facts';

/*
 * Session lifetime: a session ends after 2 hours without a request (idle expiry) and at the latest 7 days
 * after sign-in (absolute expiry), whichever comes first; logout revokes it at once and a new login rotates it.
 */
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most once a minute, so reads do not all turn into writes. */
const TOUCH_AFTER_MS = 60 * 1000;

/** Only the hash is stored: a leaked sessions table cannot be replayed as cookies. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

export async function createSession(db: Db, userId: number): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ idHash: hashSessionId(id), userId, expiresAt });
  return { id, expiresAt };
}

/**
 * Who a session belongs to, with the standing every page shows them by: their company's review, certificates and
 * scope (may order, and what) and the company itself (controlled sale authorises by its region).
 */
export interface SessionUser {
  /**
   * Who buys: the signed-in account, or the store it switched to (/ddgl). Cart, orders, payment, wallet and
   * addresses act for this user.
   */
  userId: number;
  /** Who signed in: the account's own pages (profile, password, messages, stores, WeChat) act for this user. */
  accountUserId: number;
  /** What domain's `buyerStanding` decides by (review, expired certificates, scope), read at this request. */
  facts: BuyerFacts;
  company: { id: number; region: string } | null;
  /**
   * Answers derived from this session and its standing (the product page's per-buyer facts), kept exactly as long
   * as this object: a request of its own with the memo off, up to SESSION_CACHE_MS with it on. Writes that change
   * such an answer in this process clear it (`forgetRemembered`).
   */
  remembered: Map<string, unknown>;
}

/**
 * The signed-in buyer acting for their company (plugins/sessions.ts `requireCompany`): who buys, and the company
 * that owns the orders, addresses, contract and money they act on.
 */
export interface CompanyBuyer {
  userId: number;
  companyId: number;
}

/**
 * Every request with a session cookie makes this read, so it is a prepared statement, and it brings the user's
 * company standing with it (one round trip, not two).
 */
const liveSession = preparedFor((db) =>
  db
    .select({
      userId: users.id,
      accountUserId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      ...qualificationColumns,
      region: companies.region,
    })
    .from(sessions)
    .leftJoin(
      managedStores,
      and(
        eq(managedStores.managerUserId, sessions.userId),
        eq(managedStores.storeUserId, sessions.actingUserId),
      ),
    )
    .innerJoin(users, eq(users.id, sql`coalesce(${managedStores.storeUserId}, ${sessions.userId})`))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(
          sessions.lastSeenAt,
          sql`now() - make_interval(secs => ${sql.raw(String(SESSION_IDLE_MS / 1000))})`,
        ),
      ),
    )
    .prepare('live_session'),
);

/** The signed-in user for a cookie value, or null when unknown, revoked, idle or expired. */
export async function resolveSession(db: Db, id: string): Promise<SessionUser | null> {
  const idHash = hashSessionId(id);
  const cache = sessionCaches.get(db);
  const hit = cache?.get(idHash);
  if (hit !== undefined) return hit;
  const [row] = await liveSession(db).execute({ idHash });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  }
  const user: SessionUser = {
    userId: row.userId,
    accountUserId: row.accountUserId,
    facts: buyerFactsOf(row),
    company: row.companyId === null ? null : { id: row.companyId, region: row.region ?? '' },
    remembered: new Map(),
  };
  cache?.set(idHash, user);
  return user;
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  const idHash = hashSessionId(id);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
  sessionCaches.get(db)?.forget(idHash);
}

/**
 * What this process keeps with the sessions of `userId` (signed in as it, or acting for it) forgotten: after a
 * write of theirs that changes a remembered answer (a favourite, a controlled-sale application), their next page
 * reads it afresh. Other instances follow within SESSION_CACHE_MS.
 */
export function forgetRemembered(db: Db, user: SessionUser): void {
  user.remembered.clear();
  sessionCaches.get(db)?.forEachOf(user.userId, (other) => other.remembered.clear());
}

/**
 * This process's remembered sessions of `userId` (signed in as it, or acting for it) forgotten: the password
 * change and reset call it after revoking that user's sessions, so this instance refuses them at once.
 */
export function forgetSessionsOf(db: Db, userId: number): void {
  sessionCaches.get(db)?.forgetUser(userId);
}

/*
 * The session memo (docs/scaling.md "Sessions"; SESSION_CACHE_MS, production default 2 s, 0 = off, the default
 * outside production). A signed-in request reads its session and the company's standing (review, certificates,
 * scope) in one prepared statement; the memo keeps that answer per session for at most `ttlMs` in this process,
 * so a page's burst of requests and a buyer browsing details pay for it once per period. The bound: whatever
 * revokes a session or changes a standing — logout on another instance, an operator's review decision, a
 * certificate expiring, `ops` from another process — takes effect on every instance within `ttlMs`. In the
 * process that does it, logout and re-login (`revokeSession`) and password changes (`forgetSessionsOf`) take
 * effect at once. What commits money or stock does not depend on it: orders and payments re-read the buyer in
 * their transaction (`loadBuyer`). Bounded in size: past `MAX_SESSIONS` the oldest entries go first.
 */
const MAX_SESSIONS = 10_000;

class SessionMemo {
  private readonly entries = new Map<string, { user: SessionUser; until: number }>();
  constructor(private readonly ttlMs: number) {}
  get(idHash: string): SessionUser | undefined {
    const entry = this.entries.get(idHash);
    if (entry === undefined) return undefined;
    if (Date.now() < entry.until) return entry.user;
    this.entries.delete(idHash);
    return undefined;
  }
  set(idHash: string, user: SessionUser): void {
    this.entries.delete(idHash);
    if (this.entries.size >= MAX_SESSIONS) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(idHash, { user, until: Date.now() + this.ttlMs });
  }
  forget(idHash: string): void {
    this.entries.delete(idHash);
  }
  forEachOf(userId: number, visit: (user: SessionUser) => void): void {
    for (const { user } of this.entries.values())
      if (user.accountUserId === userId || user.userId === userId) visit(user);
  }
  forgetUser(userId: number): void {
    for (const [idHash, { user }] of this.entries) {
      if (user.accountUserId === userId || user.userId === userId) this.entries.delete(idHash);
    }
  }
}

const sessionCaches = new WeakMap<Db, SessionMemo>();

/** Turns the session memo on for `db` in this process (plugins/sessions.ts, from `sessionCacheMs`); 0 turns it off. */
export function rememberSessions(db: Db, ttlMs: number): void {
  if (ttlMs > 0) sessionCaches.set(db, new SessionMemo(ttlMs));
  else sessionCaches.delete(db);
}

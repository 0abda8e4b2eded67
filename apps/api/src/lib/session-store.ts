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
  const [row] = await liveSession(db).execute({ idHash });
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.idHash, idHash));
  }
  return {
    userId: row.userId,
    accountUserId: row.accountUserId,
    facts: buyerFactsOf(row),
    company: row.companyId === null ? null : { id: row.companyId, region: row.region ?? '' },
  };
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.idHash, hashSessionId(id)), isNull(sessions.revokedAt)));
}

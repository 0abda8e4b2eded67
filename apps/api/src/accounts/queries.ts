import { AFTER_SALE_OPEN_STATUSES } from '@yaocai/domain';
import { and, count, eq, gt, max, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { accountManagers, companies, loginAttempts, users } from '../db/schema/index';

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, phone));
  return row;
}

/** The user with company and dedicated manager (null when the buyer has none). */
export async function findUserProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: companies, manager: accountManagers })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(accountManagers, eq(accountManagers.id, users.managerId))
    .where(eq(users.id, userId));
  return row;
}

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Failed logins for a phone within the window and since its last successful login. */
export async function recentFailuresForPhone(db: Executor, phone: string, minutes: number): Promise<number> {
  const [last] = await db
    .select({ at: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.phone, phone), eq(loginAttempts.success, true)));
  const conditions = [
    eq(loginAttempts.phone, phone),
    eq(loginAttempts.success, false),
    gt(loginAttempts.at, windowStart(minutes)),
  ];
  if (last?.at) conditions.push(gt(loginAttempts.at, last.at));
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(...conditions));
  return row?.n ?? 0;
}

export async function recentFailuresForIp(db: Executor, ip: string, minutes: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, windowStart(minutes)),
      ),
    );
  return row?.n ?? 0;
}

/** Advisory-lock namespaces (first key of the two-key form), so a phone and an IP never share a lock. */
const PHONE_LOCK = 1;
const IP_LOCK = 2;

export interface LoginLimits {
  minutes: number;
  perPhone: number;
  perIp: number;
}

/**
 * Counts an attempt before its password is checked: in one transaction that holds the phone's and the IP's
 * advisory locks (always in that order, so two claims cannot deadlock), it counts the failures in the window and,
 * below both limits, records this attempt as a failure. Concurrent attempts queue on the locks, so of 30 parallel
 * guesses exactly `perPhone` are let through. Returns the attempt's id, or undefined when throttled. The
 * transaction ends before the password is hashed: no connection is held while hashing.
 */
export async function claimLoginAttempt(
  db: Db,
  phone: string,
  ip: string,
  limits: LoginLimits,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${phone}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IP_LOCK}, hashtext(${ip}))`);
    const phoneFailures = await recentFailuresForPhone(tx, phone, limits.minutes);
    const ipFailures = await recentFailuresForIp(tx, ip, limits.minutes);
    if (phoneFailures >= limits.perPhone || ipFailures >= limits.perIp) return undefined;
    const [row] = await tx
      .insert(loginAttempts)
      .values({ phone, ip, success: false })
      .returning({ id: loginAttempts.id });
    return row?.id;
  });
}

/** The claimed attempt turned out right: it stops counting as a failure and resets the account's count. */
export async function markLoginSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}

/**
 * `is_AfterSale` of the user state (spec §3): whether the company has an after-sales request still waiting for
 * someone (the domain's open states). A login without a company has none.
 */
export async function hasOpenAfterSale(db: Executor, companyId: number | null): Promise<boolean> {
  if (companyId === null) return false;
  const open = await db.execute(sql`
    SELECT 1 FROM after_sale_requests
    WHERE company_id = ${companyId} AND status IN (${sql.join(
      AFTER_SALE_OPEN_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    LIMIT 1`);
  return open.rows.length > 0;
}

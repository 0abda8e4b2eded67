import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountManagers, cartItems, companies, loginAttempts, messages, users } from '../../db/schema/index';

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

export async function countCartLines(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

/** Failed logins for a phone within the window and since its last successful login. */
export async function recentFailuresForPhone(db: Db, phone: string, minutes: number): Promise<number> {
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

export async function recentFailuresForIp(db: Db, ip: string, minutes: number): Promise<number> {
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

export async function recordLoginAttempt(db: Db, phone: string, ip: string, success: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ phone, ip, success });
}

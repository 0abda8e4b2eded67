import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ipRequests } from '../db/schema/index';

export type IpAction = 'phone_check' | 'create_code';

export interface IpLimit {
  max: number;
  minutes: number;
}

/** Advisory-lock namespace of the per-IP counters (login uses 1 and 2, codes 3). */
const IP_REQUEST_LOCK = 4;

/**
 * Counts a request from `ip` for `action`: under the IP's advisory lock (so parallel requests cannot outrun the
 * limit) it counts the window and, below the limit, records this request. Returns 0 when allowed, else the
 * seconds until the oldest counted request leaves the window.
 */
export async function claimIpRequest(db: Db, ip: string, action: IpAction, limit: IpLimit): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${IP_REQUEST_LOCK}, hashtext(${`${action}:${ip}`}))`);
    const window = sql`make_interval(mins => ${limit.minutes})`;
    const { rows } = await tx.execute<{ n: number; wait: string | null }>(sql`
      SELECT count(*)::int AS n, EXTRACT(EPOCH FROM (min(${ipRequests.at}) + ${window} - now())) AS wait
      FROM ${ipRequests}
      WHERE ${ipRequests.ip} = ${ip} AND ${ipRequests.action} = ${action} AND ${ipRequests.at} > now() - ${window}`);
    const row = rows[0];
    if (row && row.n >= limit.max) return Math.max(1, Math.ceil(Number(row.wait)));
    await tx.insert(ipRequests).values({ ip, action });
    return 0;
  });
}

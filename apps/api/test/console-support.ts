import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { Browser } from './browser';

/*
 * What the console's route tests share: a demo operator signed in (password demo1234) and the audit trail read
 * back, so "one state-changing call, one audit row" is checked the same way everywhere.
 */

/** Signs `username` in from `ip` (each test its own, so the login throttle of one never meets another's). */
export async function operatorBrowser(
  app: FastifyInstance,
  username: string,
  ip: string,
  otp?: string,
): Promise<Browser> {
  const browser = new Browser(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/console/login',
    remoteAddress: ip,
    headers: { 'x-csrf-token': 'login' },
    payload: { username, password: 'demo1234', ...(otp ? { otp } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  for (const cookie of response.cookies) browser.cookies.set(cookie.name, cookie.value);
  browser.csrfToken = response.json().data.csrf_token;
  return browser;
}

export type AuditRow = {
  operator: string;
  source: string;
  command: string;
  ok: boolean;
  before: unknown;
  after: unknown;
};

/** The newest audit row's id (0 for none): read before a call, then `auditSince` what it wrote. */
export const lastAuditId = async (db: Db) =>
  (await db.execute<{ id: number }>(sql`SELECT coalesce(max(id), 0)::int AS id FROM ops_audit`)).rows[0]
    ?.id ?? 0;

/** The audit rows written after `id`, oldest first. */
export const auditSince = async (db: Db, id: number) =>
  (
    await db.execute<AuditRow>(
      sql`SELECT operator, source, command, ok, before, after FROM ops_audit WHERE id > ${id} ORDER BY id`,
    )
  ).rows;

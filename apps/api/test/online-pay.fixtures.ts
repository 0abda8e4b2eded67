import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import type { Executor } from '../src/db/client';
import type { DevProviderServer } from '../src/payments/dev-provider/server';
import type { DevNotification } from '../src/payments/dev-provider/state';

/* Online payment tests: the app with the local provider server, and notifications delivered by inject. */

/** Config with the local provider server and the jobs off (tests drive them). */
export const devPayments = () => ({
  ...loadConfig({}).payments,
  dev: true,
  jobIntervalMs: 0,
  reconcileIntervalMs: 0,
});

export const devServer = (app: FastifyInstance) => app.payProviders.dev as DevProviderServer;

/** Posts a notification to the app as the provider would (no cookie, no CSRF token). */
export function deliverTo(app: FastifyInstance, notification: DevNotification) {
  return app.inject({
    method: 'POST',
    url: new URL(notification.url).pathname,
    headers: notification.headers,
    payload: notification.body,
  });
}

export async function onlineOf(db: Executor, id: number) {
  const result = await db.execute<{
    out_trade_no: string;
    status: string;
    provider_trade_no: string | null;
    refunded_fen: string;
  }>(sql`SELECT out_trade_no, status, provider_trade_no, refunded_fen FROM online_payments WHERE id = ${id}`);
  return result.rows[0] as {
    out_trade_no: string;
    status: string;
    provider_trade_no: string | null;
    refunded_fen: string;
  };
}

export async function outcomes(db: Executor, reference: string): Promise<string[]> {
  const result = await db.execute<{ outcome: string }>(
    sql`SELECT outcome FROM payment_notifications WHERE reference = ${reference} ORDER BY id`,
  );
  return result.rows.map((row) => row.outcome);
}

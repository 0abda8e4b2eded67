import { consoleHmLimit, consoleHmLimitPage, consoleHmReceiptPage } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { hmBuyer, hmGoods } from './hm.fixtures';

/*
 * Issue #21 §4, the console's side of 含麻: every company's receipts for 审核 and 仓储 (read-only, overdue ones
 * marked) and the per-company limits for 审核 — set through the same function as `ops hm-limit`, audited, and
 * what the next order is checked against.
 */

let t: TestApp;
let ephedrineId: number;
let shenhe: Browser;
let cangchu: Browser;
let kefu: Browser;
const db = () => t.database.db;

beforeAll(async () => {
  t = await build({}, 6);
  ({ ephedrineId } = await hmGoods(t));
  shenhe = await operatorBrowser(t.app, 'shenhe', '10.9.0.1');
  cangchu = await operatorBrowser(t.app, 'cangchu', '10.9.0.2');
  kefu = await operatorBrowser(t.app, 'kefu', '10.9.0.3');
});
afterAll(async () => t.close());

const shipped = (orderId: number, daysAgo: number) =>
  db().execute(sql`UPDATE orders SET status = 'shipped', paid_at = now() - make_interval(days => ${daysAgo + 1}),
    shipped_at = now() - make_interval(days => ${daysAgo}) WHERE id = ${orderId}`);

describe('含麻回执 in the console', () => {
  it('lists every company’s receipts to 审核 and 仓储, overdue ones as overdue, filtered by status', async () => {
    const me = await hmBuyer(t, 6100);
    const late = (await me.order([[ephedrineId, 1]])).json().data.order_id as number;
    const fresh = (await me.order([[ephedrineId, 1]])).json().data.order_id as number;
    await shipped(late, 9);
    await shipped(fresh, 1);
    for (const operator of [shenhe, cangchu]) {
      const answer = await operator.request('GET', '/api/console/hm-receipts');
      expect(answer.statusCode, answer.body).toBe(200);
      const page = consoleHmReceiptPage.parse(answer.json().data);
      const byId = new Map(page.list.map((receipt) => [receipt.id, receipt]));
      expect(byId.get(late)).toMatchObject({ status: 'overdue', company: { id: me.companyId } });
      expect(byId.get(fresh)?.status).toBe('pending');
    }
    const overdue = consoleHmReceiptPage.parse(
      (await cangchu.request('GET', '/api/console/hm-receipts?status=overdue')).json().data,
    );
    expect(overdue.list.map((receipt) => receipt.id)).toEqual([late]);
    expect((await kefu.request('GET', '/api/console/hm-receipts')).statusCode).toBe(403);
  });
});

describe('含麻 limits in the console', () => {
  it('shows the defaults, sets a company’s limits with one audit row, and the next order is held to them', async () => {
    const me = await hmBuyer(t, 6200);
    const read = async () =>
      consoleHmLimitPage
        .parse(
          (
            await shenhe.request(
              'GET',
              `/api/console/hm-limits?keywords=${encodeURIComponent('测试药房6201')}`,
            )
          ).json().data,
        )
        .list.find((row) => row.company.id === me.companyId);
    expect(await read()).toMatchObject({ per_order_units: 20, per_month_units: 100, is_default: 1 });

    const since = await lastAuditId(db());
    const set = await shenhe.request('POST', `/api/console/hm-limits/${me.companyId}`, {
      json: { per_order_units: 2, per_month_units: 5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(consoleHmLimit.parse(set.json().data)).toMatchObject({ per_order_units: 2, is_default: 0 });
    const audit = await auditSince(db(), since);
    expect(audit).toEqual([
      expect.objectContaining({
        operator: 'shenhe',
        source: 'console',
        command: 'hm-limit',
        ok: true,
        before: { perOrderUnits: 20, perMonthUnits: 100 },
        after: { perOrderUnits: 2, perMonthUnits: 5 },
      }),
    ]);
    expect(await read()).toMatchObject({ per_order_units: 2, per_month_units: 5, set_by: 'operator:shenhe' });
    const over = await me.order([[ephedrineId, 3]]);
    expect(over.statusCode).toBe(422);
    expect(over.body).toContain('每单限购 2 件');
  });

  it('refuses a month below the order (422), an unknown company (404) and 仓储 (403), changing nothing', async () => {
    const me = await hmBuyer(t, 6300);
    const bad = await shenhe.request('POST', `/api/console/hm-limits/${me.companyId}`, {
      json: { per_order_units: 9, per_month_units: 5 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data.errors.per_month_units).toEqual(['每月限购不能少于每单限购']);
    const unknown = await shenhe.request('POST', '/api/console/hm-limits/99999999', {
      json: { per_order_units: 1, per_month_units: 5 },
    });
    expect(unknown.statusCode).toBe(404);
    const warehouse = await cangchu.request('POST', `/api/console/hm-limits/${me.companyId}`, {
      json: { per_order_units: 1, per_month_units: 5 },
    });
    expect(warehouse.statusCode).toBe(403);
    const rows = await db().execute(sql`SELECT 1 FROM ephedrine_limits WHERE company_id = ${me.companyId}`);
    expect(rows.rows).toHaveLength(0);
  });
});

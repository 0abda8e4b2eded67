import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main as ops } from '../src/cli/ops';
import { build, type TestApp } from './helper';
import { hmBuyer, hmGoods } from './hm.fixtures';
import { one } from './orders-create.fixtures';

/* Issue #21 §4: 含麻 quantity limits per order and per month, per company, checked at order creation. */

let t: TestApp;
let ephedrineId: number;
let plainId: number;

beforeAll(async () => {
  t = await build({}, 8);
  ({ ephedrineId, plainId } = await hmGoods(t));
});
afterAll(async () => t.close());

const buyer = (base: number) => hmBuyer(t, base);

const setLimits = (companyId: number, perOrder: number, perMonth: number) =>
  t.database.db.execute(sql`
    INSERT INTO ephedrine_limits (company_id, per_order_units, per_month_units, set_by)
    VALUES (${companyId}, ${perOrder}, ${perMonth}, 'operator:test')`);

describe('含麻 quantity limits', () => {
  it('takes an order of exactly the per-order limit and refuses one unit more with 422', async () => {
    const me = await buyer(5100);
    await setLimits(me.companyId, 4, 100);
    const over = await me.order([
      [ephedrineId, 5],
      [plainId, 50],
    ]);
    expect(over.statusCode, over.body).toBe(422);
    expect(over.body).toContain('每单限购 4 件');
    const at = await me.order([
      [ephedrineId, 4],
      [plainId, 50],
    ]);
    expect(at.statusCode, at.body).toBe(200);
  });

  it('counts the month: fills it exactly, then refuses one more unit; a cancelled order gives its units back', async () => {
    const me = await buyer(5200);
    await setLimits(me.companyId, 4, 6);
    expect((await me.order([[ephedrineId, 4]])).statusCode).toBe(200);
    const over = await me.order([[ephedrineId, 3]]);
    expect(over.statusCode).toBe(422);
    expect(over.body).toContain('还可订 2 件');
    expect((await me.order([[ephedrineId, 2]])).statusCode).toBe(200);
    expect((await me.order([[ephedrineId, 1]])).statusCode).toBe(422);
    expect((await me.order([[plainId, 10]])).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE orders SET status = 'cancelled' WHERE company_id = ${me.companyId}`,
    );
    expect((await me.order([[ephedrineId, 4]])).statusCode).toBe(200);
  });

  it('uses the defaults (20 an order) for a company an operator set nothing for', async () => {
    const me = await buyer(5300);
    expect((await me.order([[ephedrineId, 21]])).statusCode).toBe(422);
    expect((await me.order([[ephedrineId, 20]])).statusCode).toBe(200);
  });

  it("lets an operator set a company's limits with ops hm-limit (audited), which the next order obeys", async () => {
    const me = await buyer(5400);
    const out: string[] = [];
    const run = (args: string[]) =>
      ops(['hm-limit', String(me.companyId), ...args, '--operator', '王质管'], {
        db: t.database.db,
        out: (line) => out.push(line),
      });
    expect(await run(['--per-order', '3', '--per-month', '2'])).toBe(1);
    expect(await run(['--per-order', '3', '--per-month', '10'])).toBe(0);
    expect(out.at(-1)).toContain('每单限购 3 件，每月限购 10 件');
    expect((await me.order([[ephedrineId, 4]])).statusCode).toBe(422);
    expect((await me.order([[ephedrineId, 3]])).statusCode).toBe(200);
    const audit = await one<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM ops_audit WHERE command = 'hm-limit' AND operator = '王质管'`,
    );
    expect(Number(audit.n)).toBe(2);
  });
});

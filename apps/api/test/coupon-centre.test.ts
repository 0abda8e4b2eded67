import { availableCouponList, consoleCouponRow, couponClaimResult, couponList } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { approveCompany } from '../src/qualifications';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { newBuyers, one, sessionBrowser } from './orders-create.fixtures';

/*
 * The coupon centre (issue #22 §2) against real PostgreSQL with 30 connections, so claims really run side by
 * side: only the conditional update keeps the total and only the per-company lock keeps the per-buyer limit.
 */

let t: TestApp;
let csrf: Browser;
const db = () => t.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await build({}, 30);
  csrf = new Browser(t.app);
  await csrf.fetchCsrf();
});
afterAll(async () => t.close());

interface TemplateSpec {
  code: string;
  total?: number | null;
  limit?: number;
  audience?: 'all' | 'new_buyer';
  scope?: string;
  validityDays?: number | null;
  claimStartsInDays?: number;
  status?: string;
}

async function template(spec: TemplateSpec): Promise<number> {
  const now = Date.now();
  const row = await one<{ id: number }>(
    db(),
    sql`INSERT INTO coupons (code, title, amount_fen, threshold_fen, scope, scope_ids, audience, status,
          total_quantity, per_buyer_limit, claim_starts_at, claim_ends_at, starts_at, ends_at, validity_days)
        VALUES (${spec.code}, ${spec.code}, 2000, 20000, ${spec.scope ?? 'all'},
          ${spec.scope === 'categories' ? '{1}' : '{}'}::integer[], ${spec.audience ?? 'all'},
          ${spec.status ?? 'active'}, ${spec.total === undefined ? 10 : spec.total}, ${spec.limit ?? 1},
          ${new Date(now + (spec.claimStartsInDays ?? -1) * DAY).toISOString()},
          ${new Date(now + 10 * DAY).toISOString()}, ${new Date(now - DAY).toISOString()},
          ${new Date(now + 20 * DAY).toISOString()}, ${spec.validityDays ?? null})
        RETURNING id`,
  );
  return row.id;
}

const claim = (browser: Browser, id: number) => browser.request('POST', `/api/coupon/${id}/claim`);
const heldOf = async (couponId: number) =>
  (
    await one<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM user_coupons WHERE coupon_id = ${couponId}`,
    )
  ).n;

describe('claiming under concurrency', () => {
  it('100 buyers claiming a coupon of quantity 10: exactly 10 claimed, 90 × 409 已抢光', async () => {
    const id = await template({ code: 'race-10', total: 10 });
    const buyers = await newBuyers(db(), 100, 5000);
    const browsers = await Promise.all(buyers.map((b) => sessionBrowser(t.app, db(), b.userId, csrf)));
    const responses = await Promise.all(browsers.map((browser) => claim(browser, id)));
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().message))).toEqual(
      new Set(['优惠券已抢光']),
    );
    expect(await heldOf(id)).toBe(10);
    const row = await one<{ claimed_count: number }>(
      db(),
      sql`SELECT claimed_count FROM coupons WHERE id = ${id}`,
    );
    expect(row.claimed_count).toBe(10);
  });

  it('one buyer claiming 20 times at once with a limit of 1: 1 claimed, 19 × 409 已达领取上限', async () => {
    const id = await template({ code: 'race-limit', total: 1000, limit: 1 });
    const [buyer] = await newBuyers(db(), 1, 6000);
    const browser = await sessionBrowser(t.app, db(), buyer?.userId as number, csrf);
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(browser, id)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.statusCode !== 200).map((r) => r.json().message))).toEqual(
      new Set(['已达领取上限']),
    );
    expect(await heldOf(id)).toBe(1);
  });
});

describe('the centre list and a claim', () => {
  let buyer: Browser;
  let companyId: number;
  beforeAll(async () => {
    const [made] = await newBuyers(db(), 1, 7000);
    companyId = made?.companyId as number;
    buyer = await sessionBrowser(t.app, db(), made?.userId as number, csrf);
  });

  it('lists open templates by group with remaining, per_buyer_limit, claimed and the button state', async () => {
    const store = await template({ code: 'list-store', total: 3, limit: 2, validityDays: 7 });
    const category = await template({ code: 'list-category', total: null, scope: 'categories' });
    const later = await template({ code: 'list-later', claimStartsInDays: 2 });
    const paused = await template({ code: 'list-paused', status: 'paused' });
    const all = availableCouponList.parse(
      (await buyer.request('GET', '/api/user/availableCoupon?per_page=50')).json().data,
    );
    const ids = all.list.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([store, category]));
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(paused);
    expect(all.list.find((c) => c.id === store)).toMatchObject({
      group: 1,
      remaining: 3,
      per_buyer_limit: 2,
      claimed: 0,
      state: 'claimable',
      validity_days: 7,
      starts_at: null,
      amount: '20.00',
      threshold: '200.00',
    });
    const cats = availableCouponList.parse(
      (await buyer.request('GET', '/api/user/availableCoupon?type=2&per_page=50')).json().data,
    );
    expect(cats.list.map((c) => c.id)).toContain(category);
    expect(cats.list.map((c) => c.id)).not.toContain(store);
    expect(cats.list.find((c) => c.id === category)?.remaining).toBeNull();

    // Claim twice (limit 2): 已领取 after the second, valid 7 days from the claim.
    const first = couponClaimResult.parse((await claim(buyer, store)).json().data);
    expect(first).toMatchObject({ claimed: 1, remaining: 2, state: 'claimable' });
    const second = couponClaimResult.parse((await claim(buyer, store)).json().data);
    expect(second).toMatchObject({ claimed: 2, remaining: 1, state: 'claimed' });
    expect((await claim(buyer, store)).json().message).toBe('已达领取上限');
    const held = await one<{ days: number }>(
      db(),
      sql`SELECT round(extract(epoch FROM ends_at - starts_at) / 86400)::int AS days FROM user_coupons WHERE id = ${second.user_coupon_id}`,
    );
    expect(held.days).toBe(7);
    const mine = couponList.parse((await buyer.request('GET', '/api/user/coupon?status=0')).json().data);
    expect(mine.list.filter((c) => c.title === 'list-store')).toHaveLength(2);
    expect((await buyer.request('GET', '/api/user/couponNum')).json().data.unused).toBe(2);
  });

  it('offers a new company the seeded coupons, 新人券 included', async () => {
    const all = availableCouponList.parse(
      (await buyer.request('GET', '/api/user/availableCoupon?per_page=50')).json().data,
    );
    const seeded = new Map(all.list.map((coupon) => [coupon.title, coupon]));
    expect(seeded.get('全场满800减40')).toMatchObject({ group: 1, state: 'claimable', remaining: 500 });
    expect(seeded.get('全场9.5折券')).toMatchObject({ kind: 'discount', rate: '9.5', amount: '100.00' });
    expect(seeded.get('感冒用药满200减15')).toMatchObject({ group: 2, scope: 'categories' });
    expect(seeded.get('新人专享无门槛10元')).toMatchObject({ group: 3, state: 'claimable' });
    // The demo buyer has ordered: no longer a new buyer.
    const demo = await sessionBrowser(
      t.app,
      db(),
      (await one<{ id: number }>(db(), sql`SELECT id FROM users WHERE phone = '13800138000'`)).id,
      csrf,
    );
    const theirs = availableCouponList.parse(
      (await demo.request('GET', '/api/user/availableCoupon?type=3')).json().data,
    );
    expect(theirs.list.map((coupon) => [coupon.state, coupon.reason])).toContainEqual([
      'unavailable',
      '仅限新用户领取',
    ]);
  });

  it('refuses paused, not started and unknown templates; a visitor gets 401', async () => {
    const paused = await template({ code: 'refuse-paused', status: 'paused' });
    const later = await template({ code: 'refuse-later', claimStartsInDays: 2 });
    expect((await claim(buyer, paused)).json()).toMatchObject({ status: 409, message: '该优惠券已暂停发放' });
    expect((await claim(buyer, later)).json().message).toBe('领取尚未开始');
    expect((await claim(buyer, 2_000_000)).statusCode).toBe(404);
    expect((await csrf.request('POST', `/api/coupon/${paused}/claim`)).statusCode).toBe(401);
    expect(await heldOf(paused)).toBe(0);
  });

  it('a 新人券 is only for a company without orders', async () => {
    const fresh = await template({ code: 'newbie-claim', audience: 'new_buyer' });
    await db().execute(sql`UPDATE companies SET id = id WHERE id = ${companyId}`);
    const [veteran] = await newBuyers(db(), 1, 7100);
    await db().execute(sql`
      INSERT INTO orders (order_sn, user_id, company_id, address, invoice_type, goods_total_fen, discount_fen, shipping_fen, total_fen, pay_deadline)
      VALUES ('YCTESTNEWBIE', ${veteran?.userId}, ${veteran?.companyId}, '{}'::jsonb, 'none', 0, 0, 0, 0, now())`);
    const old = await sessionBrowser(t.app, db(), veteran?.userId as number, csrf);
    expect((await claim(old, fresh)).json().message).toBe('仅限新用户领取');
    expect((await claim(buyer, fresh)).statusCode).toBe(200);
  });
});

describe('new-buyer coupons at approval', () => {
  it('issues each running 新人券 once, even when approved again after a rejection', async () => {
    const welcome = await template({ code: 'newbie-welcome', audience: 'new_buyer', validityDays: 30 });
    const [made] = await newBuyers(db(), 1, 8000);
    const companyId = made?.companyId as number;
    await db().execute(sql`UPDATE companies SET qualification_passed = false WHERE id = ${companyId}`);
    await db().transaction((tx) => approveCompany(tx, companyId, undefined, 'test'));
    const count = async () =>
      (
        await one<{ n: number }>(
          db(),
          sql`SELECT count(*)::int AS n FROM user_coupons WHERE company_id = ${companyId} AND coupon_id = ${welcome}`,
        )
      ).n;
    expect(await count()).toBe(1);
    await db().execute(sql`UPDATE companies SET qualification_passed = false WHERE id = ${companyId}`);
    await db().transaction((tx) => approveCompany(tx, companyId, undefined, 'test'));
    expect(await count()).toBe(1);
  });
});

describe('coupon templates in the console', () => {
  it('运营 creates, schedules, pauses and ends a template, each audited; other roles are refused', async () => {
    const yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.201');
    const cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.202');
    const start = new Date(Date.now() - DAY).toISOString();
    const end = new Date(Date.now() + 30 * DAY).toISOString();
    const body = {
      title: '全场9.5折券',
      kind: 'discount',
      amount: '100',
      rate_percent: 95,
      threshold: '500',
      scope: 'all',
      total_quantity: 200,
      claim_starts_at: start,
      claim_ends_at: end,
      validity_days: 15,
    };
    expect((await cangchu.request('POST', '/api/console/coupons', { json: body })).statusCode).toBe(403);
    const before = await lastAuditId(db());
    const created = await yunying.request('POST', '/api/console/coupons', { json: body });
    expect(created.statusCode, created.body).toBe(200);
    const row = consoleCouponRow.parse(created.json().data);
    expect(row).toMatchObject({
      kind: 'discount',
      rate: '9.5',
      amount: '100.00',
      status: 'active',
      total_quantity: 200,
    });
    const later = new Date(Date.now() + 2 * DAY).toISOString();
    const scheduled = await yunying.request('POST', `/api/console/coupons/${row.id}/schedule`, {
      json: { claim_starts_at: later, claim_ends_at: end },
    });
    expect(scheduled.json().data.claim_starts_at).toBe(later);
    expect(
      (
        await yunying.request('POST', `/api/console/coupons/${row.id}/status`, { json: { status: 'paused' } })
      ).json().data.status,
    ).toBe('paused');
    expect(
      (
        await yunying.request('POST', `/api/console/coupons/${row.id}/status`, { json: { status: 'ended' } })
      ).json().data.status,
    ).toBe('ended');
    const again = await yunying.request('POST', `/api/console/coupons/${row.id}/status`, {
      json: { status: 'active' },
    });
    expect(again.statusCode).toBe(409);
    const audit = await auditSince(db(), before);
    expect(audit.map((a) => [a.command, a.ok])).toEqual([
      ['coupon-create', true],
      ['coupon-schedule', true],
      ['coupon-status', true],
      ['coupon-status', true],
      ['coupon-status', false],
    ]);
    expect(audit[2]?.before).toMatchObject({ status: 'active' });
    expect(audit[2]?.after).toMatchObject({ status: 'paused' });
    const list = (await yunying.request('GET', '/api/console/coupons')).json().data.list;
    expect(list[0]).toMatchObject({ id: row.id, status: 'ended' });
  });
});

describe('ops coupon', () => {
  it('lists, pauses, resumes and ends a template, every command audited; ended is final; a bad id is wrong usage', async () => {
    const id = await template({ code: 'ops-template', total: 5 });
    const run = async (...argv: string[]) => {
      const lines: string[] = [];
      const code = await main([...argv, '--operator', '张三'], {
        db: db(),
        out: (line) => lines.push(line),
        err: (line) => lines.push(line),
      });
      return { code, output: lines.join('\n') };
    };
    const before = await lastAuditId(db());
    expect((await run('coupon', 'list')).output).toContain(`#${id} ops-template  进行中  已领 0/5`);
    expect(await run('coupon', 'pause', String(id))).toEqual({
      code: 0,
      output: `优惠券 #${id} ops-template：进行中 → 已暂停`,
    });
    expect((await run('coupon', 'resume', String(id))).code).toBe(0);
    expect((await run('coupon', 'end', String(id))).code).toBe(0);
    expect((await run('coupon', 'resume', String(id))).code).toBe(1);
    expect((await run('coupon', 'pause', 'x')).code).toBe(2);
    const audit = await auditSince(db(), before);
    expect(audit.filter((row) => row.command === 'coupon').map((row) => [row.source, row.ok])).toEqual([
      ['ops', true],
      ['ops', true],
      ['ops', true],
      ['ops', true],
      ['ops', false],
      ['ops', false],
    ]);
  });
});

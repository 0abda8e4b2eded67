import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { runningEmbeddedUrl } from '../src/cli/ops/connect';
import { ledgerMismatches } from '../src/wallet/ledger';
import { createTestDatabase } from './helper';
import { insertOrder, orderGoods, orderParties, type Party } from './orders-read.fixtures';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let me: Party;
let goods: { inStock: number; soldOut: number };
let company = '';

beforeAll(async () => {
  database = await createTestDatabase();
  me = (await orderParties(database.db)).buyer;
  goods = await orderGoods(database.db);
  const [row] = (
    await database.db.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${me.companyId}`)
  ).rows;
  company = row?.name as string;
});
afterAll(async () => database.drop());

/** Runs `ops …` as operator 张三 and returns its exit code and everything it printed. */
async function ops(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await main([...argv, '--operator', '张三'], {
    db: database.db,
    out: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

async function lastAudit() {
  const [row] = (
    await database.db.execute<{
      operator: string;
      command: string;
      args: string[];
      ok: boolean;
      result: string;
    }>(sql`SELECT operator, command, args, ok, result FROM ops_audit ORDER BY id DESC LIMIT 1`)
  ).rows;
  return row;
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await database.db.execute<{ n: string }>(query)).rows[0]?.n);

describe('ops ship', () => {
  it('refuses a wrong shipment without changing anything, and audits the refusal', async () => {
    const order = await insertOrder(database.db, {
      ...me,
      status: 'paid',
      lines: [
        { goodsId: goods.inStock, name: '阿莫西林胶囊', number: 3, priceFen: 2500 },
        { goodsId: goods.inStock, name: '赠品口罩', number: 1, priceFen: 0, isGift: true },
      ],
    });
    const [line, gift] = order.lineIds as [number, number];
    const base = [order.orderSn, '--carrier', '顺丰速运', '--tracking', 'SF100'];
    const short = await ops(
      'ship',
      ...base,
      '--line',
      `${line}:B1:2025-01-01:2027-01-01:2`,
      '--line',
      `${gift}:G1:2025-01-01:2027-01-01:1`,
    );
    expect(short).toEqual({
      code: 1,
      output: `第 ${line} 行「阿莫西林胶囊」订购 3，各批次数量合计 2，应相等`,
    });
    expect(await lastAudit()).toMatchObject({
      operator: '张三',
      command: 'ship',
      ok: false,
      result: short.output,
    });
    const dates = await ops('ship', ...base, '--line', `${line}:B1:2027-01-01:2025-01-01:3`);
    expect(dates.code).toBe(2);
    expect(dates.output).toContain('有效期至必须晚于生产日期');
    const codes = await ops('ship', ...base, '--line', `${line}:B1:2025-01-01:2027-01-01:1:A,B`);
    expect(codes.output).toContain('追溯码 2 个，多于数量 1');
    const unpaid = await insertOrder(database.db, {
      ...me,
      lines: [{ goodsId: goods.inStock, name: '感冒灵颗粒', number: 1, priceFen: 1500 }],
    });
    const early = await ops(
      'ship',
      unpaid.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SF1',
      '--line',
      `${unpaid.lineIds[0]}:B1:2025-01-01:2027-01-01:1`,
    );
    expect(early).toEqual({
      code: 1,
      output: `订单 ${unpaid.orderSn} 当前为「待付款」，只有已付款待发货的订单可以发货`,
    });
    const ids = [order.id, unpaid.id];
    expect(
      await count(sql`SELECT count(*) AS n FROM order_line_batches b JOIN order_lines l ON l.id = b.order_line_id
        WHERE l.order_id IN (${order.id}, ${unpaid.id})`),
    ).toBe(0);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM orders WHERE id IN (${ids[0]}, ${ids[1]}) AND status <> 'shipped' AND shipped_at IS NULL`,
      ),
    ).toBe(2);
  });

  it('ships a paid order with batches, dates and trace codes in one go, once', async () => {
    const order = await insertOrder(database.db, {
      ...me,
      status: 'paid',
      lines: [{ goodsId: goods.inStock, name: '阿莫西林胶囊', number: 3, priceFen: 2500 }],
    });
    const [line] = order.lineIds as [number];
    const argv = [
      'ship',
      order.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SF200',
      '--line',
      `${line}:B1:2025-01-01:2027-01-01:2:C1,C2`,
      '--line',
      `${line}:B2:2025-02-01:2027-02-01:1`,
    ];
    const shipped = await ops(...argv);
    expect(shipped).toEqual({ code: 0, output: `已发货：订单 ${order.orderSn}，顺丰速运 SF200，2 个批次` });
    const [row] = (
      await database.db.execute<{
        status: string;
        carrier: string;
        tracking_no: string;
        shipped: boolean;
        events: string;
      }>(sql`
        SELECT status, carrier, tracking_no, shipped_at IS NOT NULL AS shipped,
          (SELECT string_agg(status || ':' || actor, ',') FROM order_events WHERE order_id = o.id AND status = 'shipped') AS events
        FROM orders o WHERE id = ${order.id}`)
    ).rows;
    expect(row).toEqual({
      status: 'shipped',
      carrier: '顺丰速运',
      tracking_no: 'SF200',
      shipped: true,
      events: 'shipped:operator:张三',
    });
    const batches = await database.db.execute(
      sql`SELECT batch_no, production_date::text, expiry_date::text, number, trace_codes FROM order_line_batches WHERE order_line_id = ${line} ORDER BY id`,
    );
    expect(batches.rows).toEqual([
      {
        batch_no: 'B1',
        production_date: '2025-01-01',
        expiry_date: '2027-01-01',
        number: 2,
        trace_codes: ['C1', 'C2'],
      },
      {
        batch_no: 'B2',
        production_date: '2025-02-01',
        expiry_date: '2027-02-01',
        number: 1,
        trace_codes: [],
      },
    ]);
    expect(await lastAudit()).toMatchObject({ command: 'ship', ok: true, args: argv.slice(1) });
    expect((await ops(...argv)).code).toBe(1);
    const next = await insertOrder(database.db, {
      ...me,
      status: 'paid',
      lines: [{ goodsId: goods.inStock, name: '阿莫西林胶囊', number: 1, priceFen: 2500 }],
    });
    const again = await ops(
      'ship',
      next.orderSn,
      '--carrier',
      '顺丰速运',
      '--tracking',
      'SF201',
      '--line',
      `${next.lineIds[0]}:B3:2025-01-01:2027-01-01:1:C2`,
    );
    expect(again).toEqual({ code: 1, output: `追溯码 C2 已随订单 ${order.orderSn} 发出` });
  });
});

describe('ops credit-balance and set-credit', () => {
  it('credits a balance through the ledger, refusing a malformed amount', async () => {
    const before = await count(
      sql`SELECT coalesce(max(balance_fen), 0) AS n FROM wallets WHERE company_id = ${me.companyId}`,
    );
    expect((await ops('credit-balance', company, '12.345', '--remark', '回单1')).code).toBe(2);
    expect((await ops('credit-balance', company, '500', '--remark', '')).code).toBe(2);
    const done = await ops('credit-balance', String(me.companyId), '1000.50', '--remark', '工行回单 0001');
    expect(done.code).toBe(0);
    expect(done.output).toContain('充值 ¥1000.50');
    expect(await count(sql`SELECT balance_fen AS n FROM wallets WHERE company_id = ${me.companyId}`)).toBe(
      before + 100050,
    );
    const [entry] = (
      await database.db.execute(
        sql`SELECT kind, amount_fen::int AS amount, remark, actor FROM ledger_entries WHERE company_id = ${me.companyId} ORDER BY id DESC LIMIT 1`,
      )
    ).rows;
    expect(entry).toEqual({
      kind: 'recharge',
      amount: 100050,
      remark: '工行回单 0001',
      actor: 'operator:张三',
    });
    expect(await ledgerMismatches(database.db)).toEqual([]);
    expect((await ops('credit-balance', '不存在的公司', '1', '--remark', 'x')).output).toBe(
      '公司「不存在的公司」不存在（按公司 id 或完整名称查找）',
    );
  });

  it('sets the credit limit and billing day, never below the credit already used', async () => {
    const set = await ops(
      'set-credit',
      company,
      '--limit',
      '50000',
      '--billing-day',
      '5',
      '--due-days',
      '20',
    );
    expect(set.code, set.output).toBe(0);
    expect(set.output).toBe(
      `已设置企业 #${me.companyId} ${company} 的账期：额度 ¥50000.00，每月5日出账，20天内还款`,
    );
    await database.db.execute(
      sql`UPDATE wallets SET credit_used_fen = 3000000 WHERE company_id = ${me.companyId}`,
    );
    const below = await ops('set-credit', company, '--limit', '20000', '--billing-day', '5');
    // The console's refusal (wallet's setCreditTerms), word for word.
    expect(below).toEqual({ code: 1, output: '账期额度不能低于已用额度 ¥30000.00，请先让买家还款' });
    expect((await ops('set-credit', company, '--limit', '40000', '--billing-day', '29')).code).toBe(2);
    const wallet = await database.db.execute(
      sql`SELECT credit_limit_fen::int AS limit, billing_day, due_days FROM wallets WHERE company_id = ${me.companyId}`,
    );
    expect(wallet.rows).toEqual([{ limit: 5000000, billing_day: 5, due_days: 20 }]);
    await database.db.execute(sql`UPDATE wallets SET credit_used_fen = 0 WHERE company_id = ${me.companyId}`);
  });
});

describe('ops pending and audit', () => {
  it('lists the paid orders to ship, transfers to confirm, refunds due and overdue bills', async () => {
    const toShip = await insertOrder(database.db, {
      ...me,
      status: 'paid',
      lines: [{ goodsId: goods.inStock, name: '板蓝根颗粒', number: 1, priceFen: 1200 }],
    });
    const waiting = await insertOrder(database.db, {
      ...me,
      lines: [{ goodsId: goods.inStock, name: '板蓝根颗粒', number: 1, priceFen: 1200 }],
    });
    await database.db.execute(sql`
      INSERT INTO payments (order_id, company_id, method, status, amount_fen, reference)
      VALUES (${waiting.id}, ${me.companyId}, 'transfer', 'pending', 1200, 'YCT-REF-0001')`);
    const refund = await insertOrder(database.db, {
      ...me,
      status: 'cancelled',
      lines: [{ goodsId: goods.inStock, name: '板蓝根颗粒', number: 1, priceFen: 1200 }],
    });
    await database.db.execute(sql`
      INSERT INTO payments (order_id, company_id, method, status, amount_fen, reference)
      VALUES (${refund.id}, ${me.companyId}, 'transfer', 'paid', 1200, 'YCT-REF-0002')`);
    await database.db.execute(sql`
      INSERT INTO credit_bills (company_id, period, amount_fen, repaid_fen, closes_on, due_on)
      VALUES (${me.companyId}, '2026-01', 80000, 30000, '2026-01-05', '2026-01-20')`);
    const { code, output } = await ops('pending');
    expect(code).toBe(0);
    const section = (title: string) => output.split('\n\n').find((part) => part.startsWith(title)) ?? '';
    expect(section('待发货订单')).toContain(`\n  ${toShip.orderSn}  ${company}  ¥12.00  付款于 `);
    expect(section('待确认的对公转账')).toContain(
      `\n  YCT-REF-0001  订单 ${waiting.orderSn}  ${company}  ¥12.00`,
    );
    expect(section('待退款')).toContain(`\n  订单 ${refund.orderSn}  ${company}  对公转账  ¥12.00  取消于 `);
    expect(section('逾期账单')).toContain(`\n  ${company}  2026-01  应还 ¥500.00  到期 2026-01-20`);
  });

  it('shows the latest audited commands, and says what is wrong with a command line', async () => {
    const { output } = await ops('audit', '--last', '2');
    const lines = output.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/ {2}张三 {2}pending \[\] {2}成功：待发货订单（\d+）$/);
    expect((await ops('audit', '--last', '0')).code).toBe(2);
    const review = await ops('kxzq', 'reject', '999999', '--note', '资质不符');
    expect(review).toEqual({ code: 1, output: '申请 999999 不存在' });
    expect(await lastAudit()).toMatchObject({
      command: 'kxzq',
      ok: false,
      args: ['reject', '999999', '--note', '资质不符'],
    });
    expect(await ops('refund-all')).toMatchObject({
      code: 2,
      output: expect.stringContaining('未知命令「refund-all」'),
    });
    expect(await ops('ship', '--help')).toMatchObject({
      code: 0,
      output: expect.stringContaining('用法：ops ship <订单号>'),
    });
    expect((await ops('ship', 'X', '--carrier')).code).toBe(2);
  });
});

describe('ops connection', () => {
  it("finds the running server's embedded PostgreSQL from its data dir", () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ops-'));
    expect(runningEmbeddedUrl(dataDir)).toBeUndefined();
    mkdirSync(join(dataDir, 'pg'));
    writeFileSync(join(dataDir, 'yaocai.pid'), `${process.pid}\n`);
    writeFileSync(join(dataDir, 'pg-password'), 's3cret/+');
    writeFileSync(
      join(dataDir, 'pg', 'postmaster.pid'),
      `4242\n${dataDir}/pg\n1700000000\n54321\n${dataDir}/pg-socket\n127.0.0.1\n`,
    );
    expect(runningEmbeddedUrl(dataDir)).toBe(
      `postgres://postgres:s3cret%2F%2B@127.0.0.1:54321/yaocai?host=${encodeURIComponent(`${dataDir}/pg-socket`)}`,
    );
    writeFileSync(join(dataDir, 'yaocai.pid'), '999999999\n');
    expect(runningEmbeddedUrl(dataDir)).toBeUndefined();
  });
});

describe('what ops prints (issue #20 §4)', () => {
  it('never prints a control byte: stored text and echoed arguments are escaped', async () => {
    // A company name stored before the free-text rule, with ESC sequences, a C1 control, CR and a BEL.
    const hostile = '恶意\u001b[2J\u001b]0;pwned\u0007药房\u009b31m\r';
    const [row] = (
      await database.db.execute<{ id: number }>(sql`
        INSERT INTO companies (name, qualification_passed, review_reason, submitted_at, region, address)
        VALUES (${hostile}, false, '', now(), '北京市', '北京市东城区') RETURNING id`)
    ).rows;
    const pending = await ops('review-pending');
    expect(pending.code).toBe(0);
    expect(pending.output).toContain(`#${row?.id}`);
    expect(pending.output).toContain('恶意\\x1B[2J\\x1B]0;pwned\\x07药房\\x9B31m\\x0D');
    const unknown = await ops('\u001b[31mship');
    for (const output of [pending.output, unknown.output]) {
      expect(output.replace(/\n/g, '')).not.toMatch(/\p{Cc}/u);
    }
  });
});

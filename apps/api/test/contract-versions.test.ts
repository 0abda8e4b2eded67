import { beijingMidnight, beijingToday, contractState } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { type CartFixtures, writeCartFixtures } from './cart.fixtures';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { clearOrders } from './orders.fixtures';
import { newBuyers, sessionBrowser } from './orders-create.fixtures';

/*
 * The e-contract's versions (issue #26 §2): an operator with `contract` (运营, 管理员) publishes a new version;
 * companies that signed an older one are asked to sign it and may order until the date the operator set, then
 * get 459 like a company that never signed; older signatures stay recorded with their version; the console's
 * company page shows signed vs current.
 */

let t: TestApp;
let f: CartFixtures;
let db: TestApp['database']['db'];
let yunying: Browser;
let shenhe: Browser;
let keySeq = 0;

const DAY_MS = 86_400_000;
const tomorrow = beijingToday(Date.now() + DAY_MS);
const newText = (extra: string) =>
  `药品电子采购合同（2027年版）\n\n第一条 资质与合法采购：乙方保证证照真实、合法、在有效期内，仅在经营范围内采购。${extra}`;

const order = (browser: Browser, addressId: number) =>
  browser.request('POST', '/api/order', {
    json: { address_id: addressId },
    headers: { 'idempotency-key': `contract-key-${++keySeq}` },
  });
const contractOf = async (browser: Browser) =>
  contractState.parse((await browser.request('GET', '/api/user/contract')).json().data);
const versions = async () => (await yunying.request('GET', '/api/console/contract')).json().data;

async function buyerWithCart(base: number) {
  const [buyer] = await newBuyers(db, 1, base);
  const { userId, companyId, addressId } = buyer as { userId: number; companyId: number; addressId: number };
  await db.execute(sql`INSERT INTO cart_items (user_id, goods_id, number) VALUES (${userId}, ${f.plain}, 1)`);
  const csrf = new Browser(t.app);
  await csrf.fetchCsrf();
  return { companyId, addressId, browser: await sessionBrowser(t.app, db, userId, csrf) };
}

beforeAll(async () => {
  t = await build();
  db = t.database.db;
  f = await writeCartFixtures(db);
  await clearOrders(db, { coupons: true });
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.180');
  shenhe = await operatorBrowser(t.app, 'shenhe', '198.51.100.181');
});
afterAll(async () => t.close());

describe('publishing a new e-contract version', () => {
  it('lists the built-in version in force; 审核 may not read or publish', async () => {
    const list = await versions();
    expect(list.current).toMatchObject({ version: '2026-11', title: '药品电子采购合同', published_by: '' });
    expect(list.list).toHaveLength(1);
    expect((await shenhe.request('GET', '/api/console/contract')).statusCode).toBe(403);
    const refused = await shenhe.request('POST', '/api/console/contract', {
      json: { version: '2027-01', title: '药品电子采购合同', body: newText('一'), required_from: tomorrow },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a past date, a used version, the same text and unknown fields, publishing nothing', async () => {
    const since = await lastAuditIdIn(db);
    const good = {
      version: '2027-01',
      title: '药品电子采购合同',
      body: newText('一'),
      required_from: tomorrow,
    };
    const current = (await versions()).current.body as string;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, required_from: beijingToday(Date.now() - DAY_MS) }, 'required_from'],
      [{ ...good, version: '2026-11' }, 'version'],
      [{ ...good, body: current }, 'body'],
      [{ ...good, version: '2027 01' }, 'version'],
      [{ ...good, body: '太短' }, 'body'],
    ];
    for (const [json, field] of cases) {
      const response = await yunying.request('POST', '/api/console/contract', { json });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().data.errors[field], field).toBeDefined();
    }
    expect(
      (await yunying.request('POST', '/api/console/contract', { json: { ...good, extra: 1 } })).statusCode,
    ).toBe(422);
    expect((await versions()).list).toHaveLength(1);
    expect((await auditSinceIn(db, since)).map((row) => [row.command, row.ok])).toEqual([
      ['contract-publish', false],
      ['contract-publish', false],
      ['contract-publish', false],
    ]);
  });

  it('asks an older signature to sign the new version but lets it order until the date; then 459 until it signs', async () => {
    const early = await buyerWithCart(6100);
    const late = await buyerWithCart(6200);
    const never = await buyerWithCart(6300);
    await db.execute(sql`UPDATE companies SET contract_signed = false WHERE id = ${never.companyId}`);
    const since = await lastAuditIdIn(db);
    const published = await yunying.request('POST', '/api/console/contract', {
      json: { version: '2027-01', title: '药品电子采购合同', body: newText('二'), required_from: tomorrow },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(await auditSinceIn(db, since)).toEqual([
      {
        operator: 'yunying',
        source: 'console',
        command: 'contract-publish',
        ok: true,
        before: { version: '2026-11' },
        after: { version: '2027-01', title: '药品电子采购合同', required_from: tomorrow },
      },
    ]);
    expect((await versions()).current).toMatchObject({ version: '2027-01', published_by: 'yunying' });

    // Before the date: asked (signed 0, the date to sign by), still orders; a company that never signed does not.
    expect(await contractOf(early.browser)).toMatchObject({
      signed: 0,
      version: '2027-01',
      signed_version: '2026-11',
      sign_by: beijingMidnight(tomorrow) / 1000,
    });
    expect((await order(early.browser, early.addressId)).statusCode).toBe(200);
    expect((await order(never.browser, never.addressId)).statusCode).toBe(459);
    const account = (await shenhe.request('GET', `/api/console/companies/${late.companyId}/account`)).json()
      .data;
    expect(account.contract).toMatchObject({
      signed: true,
      version: null,
      current_version: '2027-01',
      standing: 'renew',
      standing_label: '已签署旧版本，待签署新版本',
    });

    // The date comes: an unsigned new version now blocks ordering, as the first signature does.
    await db.execute(sql`UPDATE contract_versions SET required_from = now() - interval '1 second'`);
    const refused = await order(late.browser, late.addressId);
    expect(refused.statusCode).toBe(459);
    expect(await contractOf(late.browser)).toMatchObject({ signed: 0, sign_by: null });
    const signed = await late.browser.request('POST', '/api/user/contract/sign');
    expect(signed.statusCode).toBe(200);
    expect(contractState.parse(signed.json().data)).toMatchObject({ signed: 1, signed_version: '2027-01' });
    expect((await order(late.browser, late.addressId)).statusCode).toBe(200);
  });

  it('keeps every signature with the version it signed, shown on the company page', async () => {
    const seedCompany = (
      await db.execute<{ id: number }>(sql`SELECT id FROM companies WHERE name = '仁心大药房'`)
    ).rows[0]?.id as number;
    const buyer = new Browser(t.app);
    await buyer.login('13800138000', 'demo1234');
    expect(await contractOf(buyer)).toMatchObject({ signed: 0, signed_version: '2026-11' });
    expect((await buyer.request('POST', '/api/user/contract/sign')).statusCode).toBe(200);
    const account = (await shenhe.request('GET', `/api/console/companies/${seedCompany}/account`)).json()
      .data;
    expect(account.contract).toMatchObject({ signed: true, version: '2027-01', standing: 'signed' });
    expect(account.contract.signatures.map((row: { version: string }) => row.version)).toEqual([
      '2027-01',
      '2026-11',
    ]);
    const list = await versions();
    expect(list.list.map((row: { version: string }) => row.version)).toEqual(['2027-01', '2026-11']);
    expect(list.list[0].signed_companies).toBe(2);
  });
});

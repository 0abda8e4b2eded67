import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATORS } from '../src/seed/operators';
import { Browser } from './browser';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * A company beyond its review (issue #26 §2): the scope of an approved company, its account (e-contract, chain
 * stores, account manager, 账期) and the changes to them — each one audited row, refused without the role and
 * for bad input with nothing changed, and each seen by the buyer.
 */

let t: TestApp;
let buyer: Browser;
let shenhe: Browser;
let cangchu: Browser;
let caiwu: Browser;
let companyId: number;
let chemical: number;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;
const auditSince = (id: number) => auditSinceIn(t.database.db, id);
const lastAuditId = () => lastAuditIdIn(t.database.db);
const scopeOf = async () =>
  (
    await rows<{ category: string }>(
      sql`SELECT category FROM company_scopes WHERE company_id = ${companyId} AND status = 'approved' ORDER BY category`,
    )
  ).map((row) => row.category);
const buyReason = async () =>
  (await buyer.request('GET', `/api/goods/detail/${chemical}`)).json().data.buy_reason as string;

beforeAll(async () => {
  t = await build({ certificateReminderIntervalMs: 0 });
  companyId = (await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '仁心大药房'`))[0]
    ?.id as number;
  chemical = (
    await rows<{ id: number }>(sql`SELECT id FROM goods WHERE scope_category = 'chemical'
      AND NOT is_controlled AND NOT banned_online ORDER BY id LIMIT 1`)
  )[0]?.id as number;
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  shenhe = await operatorBrowser(t.app, 'shenhe', '198.51.100.160');
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.161');
  const secret = DEMO_OPERATORS.find((o) => o.username === 'caiwu')?.totpSecret ?? '';
  caiwu = await operatorBrowser(t.app, 'caiwu', '198.51.100.162', await generate({ secret }));
});
afterAll(async () => {
  await t.close();
});

describe("an approved company's business scope", () => {
  it('takes 化学药制剂 out: its goods are no longer buyable; one audit row; the timeline says so', async () => {
    expect(await buyReason()).toBe('');
    const before = await scopeOf();
    expect(before).toContain('chemical');
    const after = before.filter((category) => category !== 'chemical');
    const since = await lastAuditId();
    const response = await shenhe.request('PUT', `/api/console/companies/${companyId}/scope`, {
      json: { scope: after },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await scopeOf()).toEqual(after);
    expect(await buyReason()).toBe('超出经营范围（化学药制剂），不能购买');
    expect(await auditSince(since)).toEqual([
      {
        operator: 'shenhe',
        source: 'console',
        command: 'company-scope',
        ok: true,
        before: { scope: before },
        after: { scope: after },
      },
    ]);
    const detail = (await shenhe.request('GET', `/api/console/companies/${companyId}`)).json().data;
    expect(detail.timeline.at(-1)).toMatchObject({
      step: 'scope_changed',
      label: '经营范围变更',
      actor: 'shenhe',
    });
  });

  it('refuses bad input (422), another role (403) and a pending company (409), changing nothing', async () => {
    const scope = await scopeOf();
    const since = await lastAuditId();
    for (const json of [{ scope: [] }, { scope: ['opium'] }, { scope: ['chemical'], extra: 1 }, {}]) {
      const response = await shenhe.request('PUT', `/api/console/companies/${companyId}/scope`, { json });
      expect(response.statusCode, JSON.stringify(json)).toBe(422);
    }
    const refused = await cangchu.request('PUT', `/api/console/companies/${companyId}/scope`, {
      json: { scope: ['chemical'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(await auditSince(since)).toEqual([]);
    const pending = await rows<{ id: number }>(
      sql`INSERT INTO companies (name) VALUES ('待审药房') RETURNING id`,
    );
    const notYet = await shenhe.request('PUT', `/api/console/companies/${pending[0]?.id}/scope`, {
      json: { scope: ['chemical'] },
    });
    expect(notYet.statusCode).toBe(409);
    expect(await scopeOf()).toEqual(scope);
  });
});

describe("a company's account", () => {
  it('shows the e-contract, the chain stores, the manager and the 账期', async () => {
    const response = await shenhe.request('GET', `/api/console/companies/${companyId}/account`);
    expect(response.statusCode, response.body).toBe(200);
    const account = response.json().data;
    expect(account.contract).toMatchObject({
      signed: true,
      version: '2026-11',
      signed_by: '13800138000',
      title: '药品电子采购合同',
      current_version: '2026-11',
    });
    expect(account.contract.body).toContain('第一条 资质与合法采购');
    expect(account.head_office).toBeNull();
    expect(account.stores.map((s: { name: string }) => s.name)).toEqual([
      '仁心大药房（朝阳店）',
      '仁心大药房（海淀店）',
    ]);
    expect(account.manager).toMatchObject({ name: '张敏' });
    expect(account.credit).toEqual({ limit: '50000.00', used: '0.00', billing_day: 25, due_days: 15 });
    const store = (
      await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '仁心大药房（朝阳店）'`)
    )[0];
    const storeAccount = (await shenhe.request('GET', `/api/console/companies/${store?.id}/account`)).json()
      .data;
    expect(storeAccount.head_office).toEqual({ id: companyId, name: '仁心大药房' });
    const clinic = (await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '康宁诊所'`))[0];
    const unsigned = (await shenhe.request('GET', `/api/console/companies/${clinic?.id}/account`)).json()
      .data;
    expect(unsigned.contract).toMatchObject({ signed: false, version: null, signed_at: null, signed_by: '' });
    expect((await cangchu.request('GET', `/api/console/companies/${companyId}/account`)).statusCode).toBe(
      403,
    );
    expect((await shenhe.request('GET', '/api/console/companies/99999999/account')).statusCode).toBe(404);
  });

  it('assigns the account manager to every login of the company: the buyer sees it; one audit row', async () => {
    const account = (await shenhe.request('GET', `/api/console/companies/${companyId}/account`)).json().data;
    const other = account.managers.find((m: { name: string }) => m.name !== '张敏');
    const since = await lastAuditId();
    for (const json of [{ manager_id: 99999999 }, { manager_id: 'x' }, {}]) {
      const bad = await shenhe.request('PUT', `/api/console/companies/${companyId}/manager`, { json });
      expect(bad.statusCode, JSON.stringify(json)).toBe(422);
    }
    expect(
      (
        await cangchu.request('PUT', `/api/console/companies/${companyId}/manager`, {
          json: { manager_id: other.id },
        })
      ).statusCode,
    ).toBe(403);
    expect((await auditSince(since)).filter((row) => row.ok)).toEqual([]);
    const response = await shenhe.request('PUT', `/api/console/companies/${companyId}/manager`, {
      json: { manager_id: other.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const base = (await buyer.request('GET', '/api/user/base')).json().data;
    expect(JSON.stringify(base)).toContain(other.name);
    expect((await auditSince(since)).filter((row) => row.ok)).toEqual([
      {
        operator: 'shenhe',
        source: 'console',
        command: 'company-manager',
        ok: true,
        before: { manager_id: account.manager.id },
        after: { manager_id: other.id },
      },
    ]);
  });

  it('lets 财务 set the 账期 terms, seen on the buyer wallet page; refuses a limit below what is used', async () => {
    const since = await lastAuditId();
    for (const json of [
      { limit: 'abc', billing_day: 10, due_days: 15 },
      { limit: '80000', billing_day: 29, due_days: 15 },
      { limit: '80000', billing_day: 0, due_days: 15 },
      { limit: '80000', billing_day: 10, due_days: 15, used: '0' },
    ]) {
      const bad = await caiwu.request('PUT', `/api/console/companies/${companyId}/credit`, { json });
      expect(bad.statusCode, JSON.stringify(json)).toBe(422);
    }
    const terms = { limit: '80000', billing_day: 10, due_days: 20 };
    expect(
      (await shenhe.request('PUT', `/api/console/companies/${companyId}/credit`, { json: terms })).statusCode,
    ).toBe(403);
    expect(await auditSince(since)).toEqual([]);
    const response = await caiwu.request('PUT', `/api/console/companies/${companyId}/credit`, {
      json: terms,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ limit: '80000.00', used: '0.00', billing_day: 10, due_days: 20 });
    const credit = (await buyer.request('GET', '/api/user/user_credit')).json().data;
    expect(credit).toMatchObject({ limit: '80000.00', available: '80000.00', billing_day: 10, due_days: 20 });
    expect(await auditSince(since)).toEqual([
      {
        operator: 'caiwu',
        source: 'console',
        command: 'credit-terms',
        ok: true,
        before: { limit: '50000.00', used: '0.00', billing_day: 25, due_days: 15 },
        after: { limit: '80000.00', used: '0.00', billing_day: 10, due_days: 20 },
      },
    ]);
    const list = (await caiwu.request('GET', '/api/console/credit?keywords=仁心大药房')).json().data;
    expect(list.list[0]).toMatchObject({ company_id: companyId, name: '仁心大药房', limit: '80000.00' });

    await t.database.db.execute(
      sql`UPDATE wallets SET credit_used_fen = 100000 WHERE company_id = ${companyId}`,
    );
    const below = await caiwu.request('PUT', `/api/console/companies/${companyId}/credit`, {
      json: { limit: '999.99', billing_day: 10, due_days: 20 },
    });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toContain('¥1000.00');
    await t.database.db.execute(sql`UPDATE wallets SET credit_used_fen = 0 WHERE company_id = ${companyId}`);
  });
});

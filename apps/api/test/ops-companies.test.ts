import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { createTestDatabase } from './helper';

/*
 * What the console's company page does, from `ops` (issue #26 §2): 初审, business scope, account manager and
 * 账期 — the console's services, audited the same way (the console's command names, before → after), each
 * refusal leaving nothing changed and an ok = false row.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let approved: number;

beforeAll(async () => {
  database = await createTestDatabase();
  approved = (await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '仁心大药房'`))[0]
    ?.id as number;
});
afterAll(async () => database.drop());

async function rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>) {
  return (await database.db.execute<T>(query)).rows;
}

async function ops(...argv: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await main([...argv, '--operator', '李四'], {
    db: database.db,
    out: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

const lastAudit = async () =>
  (
    await rows<{
      operator: string;
      source: string;
      command: string;
      ok: boolean;
      before: unknown;
      after: unknown;
    }>(sql`SELECT operator, source, command, ok, before, after FROM ops_audit ORDER BY id DESC LIMIT 1`)
  )[0];

describe('ops first-review-company', () => {
  it('passes 初审 of a pending company, which then waits for 质量审核; a second time is refused', async () => {
    const [pending] = await rows<{ id: number }>(
      sql`INSERT INTO companies (name, submitted_at) VALUES ('待初审药房', now()) RETURNING id`,
    );
    const id = String(pending?.id);
    const done = await ops('first-review-company', id);
    expect(done).toEqual({ code: 0, output: `企业 #${id} 待初审药房 初审通过，等待质量审核` });
    expect(await lastAudit()).toMatchObject({
      operator: '李四',
      source: 'ops',
      command: 'first-review-company',
      ok: true,
      before: { status: 'pending', stage: 'first' },
      after: { status: 'pending', stage: 'quality', first_reviewed_by: '李四' },
    });
    const [company] = await rows<{ by: string }>(
      sql`SELECT first_reviewed_by AS by FROM companies WHERE id = ${pending?.id}`,
    );
    expect(company?.by).toBe('李四');
    expect((await ops('first-review-company', id)).code).toBe(1);
    expect(await lastAudit()).toMatchObject({ command: 'first-review-company', ok: false });
    expect((await ops('first-review-company')).code).toBe(2);
  });
});

describe('ops company-scope', () => {
  const scopeOf = async () =>
    (
      await rows<{ category: string }>(
        sql`SELECT category FROM company_scopes WHERE company_id = ${approved} AND status = 'approved' ORDER BY category`,
      )
    ).map((row) => row.category);

  it("replaces an approved company's scope exactly, audited before → after like the console", async () => {
    const before = await scopeOf();
    const after = before.filter((category) => category !== 'chemical');
    const done = await ops('company-scope', String(approved), '--scope', after.join(','));
    expect(done.code, done.output).toBe(0);
    expect(await scopeOf()).toEqual(after);
    expect(await lastAudit()).toMatchObject({
      command: 'company-scope',
      ok: true,
      before: { scope: before },
      after: { scope: after },
    });
  });

  it('refuses an unknown category (usage), no change and a missing --scope, changing nothing', async () => {
    const scope = await scopeOf();
    expect((await ops('company-scope', String(approved), '--scope', 'opium')).code).toBe(2);
    expect((await ops('company-scope', String(approved))).code).toBe(2);
    const same = await ops('company-scope', String(approved), '--scope', scope.join(','));
    expect(same).toEqual({ code: 1, output: '经营范围没有变化' });
    expect(await scopeOf()).toEqual(scope);
  });
});

describe('ops company-manager', () => {
  const managersOf = async () =>
    (
      await rows<{ phone: string | null }>(sql`SELECT m.phone FROM users u
        LEFT JOIN account_managers m ON m.id = u.manager_id WHERE u.company_id = ${approved} ORDER BY u.id`)
    ).map((row) => row.phone);

  it('assigns a manager by phone to every login of the company, and back to the default with -', async () => {
    const [manager] = await rows<{ id: number }>(
      sql`SELECT id FROM account_managers WHERE phone = '13800000001'`,
    );
    const toDefault = await ops('company-manager', String(approved), '-');
    expect(toDefault.code, toDefault.output).toBe(0);
    expect(new Set(await managersOf())).toEqual(new Set([null]));
    expect(await lastAudit()).toMatchObject({
      command: 'company-manager',
      ok: true,
      after: { manager_id: null },
    });
    const done = await ops('company-manager', String(approved), '13800000001');
    expect(done.code, done.output).toBe(0);
    expect(new Set(await managersOf())).toEqual(new Set(['13800000001']));
    expect(await lastAudit()).toMatchObject({
      command: 'company-manager',
      ok: true,
      before: { manager_id: null },
      after: { manager_id: manager?.id },
    });
  });

  it('refuses an unknown manager, no change and a wrong command line', async () => {
    const before = await managersOf();
    expect(await ops('company-manager', String(approved), '13000000000')).toEqual({
      code: 1,
      output: '没有手机号为 13000000000 的客户经理',
    });
    expect(await ops('company-manager', String(approved), '13800000001')).toEqual({
      code: 1,
      output: '该企业的客户经理没有变化',
    });
    expect((await ops('company-manager', 'x', '-')).code).toBe(2);
    expect(await managersOf()).toEqual(before);
  });
});

describe('ops set-credit', () => {
  it("writes the console's audit row: credit-terms' before → after, keeping the days to repay when not given", async () => {
    await ops('set-credit', String(approved), '--limit', '30000', '--billing-day', '10', '--due-days', '25');
    const done = await ops('set-credit', String(approved), '--limit', '40000', '--billing-day', '12');
    expect(done.code, done.output).toBe(0);
    expect(await lastAudit()).toMatchObject({
      command: 'set-credit',
      ok: true,
      before: { limit: '30000.00', billing_day: 10, due_days: 25 },
      after: { limit: '40000.00', billing_day: 12, due_days: 25 },
    });
    const same = await ops('set-credit', String(approved), '--limit', '40000', '--billing-day', '12');
    expect(same).toEqual({ code: 1, output: '账期设置没有变化' });
  });
});

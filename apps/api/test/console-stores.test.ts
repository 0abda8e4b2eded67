import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * A chain's stores from the console (issue #26 §2 "stores of a chain"): an operator with `companies` adds a
 * store under the member centre's own rules and corrects a store's typed details; each change is one audit row
 * (before → after), refused with nothing changed for another role, bad input, another company's store and a
 * company that is not an approved head office; the head office sees every change in its member centre.
 */

let t: TestApp;
let headOffice: Browser;
let shenhe: Browser;
let cangchu: Browser;
let chainId: number;
let storeCompanyId: number;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;
const auditSince = (id: number) => auditSinceIn(t.database.db, id);
const lastAuditId = () => lastAuditIdIn(t.database.db);
const memberCentre = async () =>
  (await headOffice.request('GET', '/api/user/stores')).json().data.list as {
    id: number;
    company: string;
    contact: string;
    phone: string;
    is_passed: number;
  }[];
const account = async (id: number) =>
  (await shenhe.request('GET', `/api/console/companies/${id}/account`)).json().data;

const newStore = {
  company: '仁心大药房（通州店）',
  contact: '王通州',
  phone: '13911112222',
  password: 'Store2026ok',
};

beforeAll(async () => {
  t = await build({ certificateReminderIntervalMs: 0 });
  chainId = (await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '仁心大药房'`))[0]
    ?.id as number;
  storeCompanyId = (
    await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '仁心大药房（朝阳店）'`)
  )[0]?.id as number;
  headOffice = new Browser(t.app);
  await headOffice.login('13800138000', 'demo1234');
  shenhe = await operatorBrowser(t.app, 'shenhe', '198.51.100.170');
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.171');
});
afterAll(async () => {
  await t.close();
});

describe("a chain head office's stores in the console", () => {
  it('lists each store with its login id and review state', async () => {
    const { stores } = await account(chainId);
    const listed = await memberCentre();
    expect(stores.map((s: { user_id: number }) => s.user_id)).toEqual(listed.map((s) => s.id));
    expect(stores[0]).toMatchObject({ name: '仁心大药房（朝阳店）', status_label: expect.any(String) });
  });

  it('adds a store as the member centre does: pending review, signs in, one audit row without the password', async () => {
    const since = await lastAuditId();
    const response = await shenhe.request('POST', `/api/console/companies/${chainId}/stores`, {
      json: newStore,
    });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await memberCentre();
    const added = listed.find((s) => s.company === newStore.company);
    expect(added).toMatchObject({ contact: '王通州', phone: '13911112222', is_passed: 0 });
    const [company] = await rows<{ enterprise_type: string; region: string; head_region: string }>(sql`
      SELECT c.enterprise_type, c.region, h.region AS head_region FROM companies c, companies h
      WHERE c.name = ${newStore.company} AND h.id = ${chainId}`);
    expect(company?.enterprise_type).toBe('chain_store');
    expect(company?.region).toBe(company?.head_region);
    const store = new Browser(t.app);
    await store.login(newStore.phone, newStore.password);
    const audit = await auditSince(since);
    expect(audit).toEqual([
      {
        operator: 'shenhe',
        source: 'console',
        command: 'store-add',
        ok: true,
        before: null,
        after: { store_id: added?.id, company: newStore.company, contact: '王通州', phone: '13911112222' },
      },
    ]);
    expect(
      JSON.stringify(await rows(sql`SELECT args, result FROM ops_audit WHERE id > ${since}`)),
    ).not.toContain(newStore.password);
  });

  it('refuses a taken phone or name (422), a store or unknown company, another role, changing nothing', async () => {
    const before = await memberCentre();
    const since = await lastAuditId();
    const taken = await shenhe.request('POST', `/api/console/companies/${chainId}/stores`, {
      json: { ...newStore, company: '仁心大药房（顺义店）' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.phone).toBeDefined();
    const name = await shenhe.request('POST', `/api/console/companies/${chainId}/stores`, {
      json: { ...newStore, phone: '13911113333' },
    });
    expect(name.statusCode).toBe(422);
    expect(name.json().data.errors.company).toBeDefined();
    const weak = await shenhe.request('POST', `/api/console/companies/${chainId}/stores`, {
      json: { ...newStore, phone: '13911114444', company: '仁心大药房（昌平店）', password: '1' },
    });
    expect(weak.statusCode).toBe(422);
    const ofStore = await shenhe.request('POST', `/api/console/companies/${storeCompanyId}/stores`, {
      json: { ...newStore, phone: '13911115555', company: '仁心大药房（房山店）' },
    });
    expect(ofStore.statusCode).toBe(409);
    const unknown = await shenhe.request('POST', '/api/console/companies/999999/stores', {
      json: { ...newStore, phone: '13911116666', company: '仁心大药房（大兴店）' },
    });
    expect(unknown.statusCode).toBe(404);
    const role = await cangchu.request('POST', `/api/console/companies/${chainId}/stores`, {
      json: { ...newStore, phone: '13911117777', company: '仁心大药房（密云店）' },
    });
    expect(role.statusCode).toBe(403);
    expect(await memberCentre()).toEqual(before);
    // Refusals past the contract are recorded as attempts; the 422 of the contract and the 403 are not.
    expect((await auditSince(since)).map((row) => [row.command, row.ok])).toEqual([
      ['store-add', false],
      ['store-add', false],
      ['store-add', false],
      ['store-add', false],
    ]);
  });

  it("corrects a store's name and contact; the head office sees it; one audit row before → after", async () => {
    const [first] = await memberCentre();
    const since = await lastAuditId();
    const response = await shenhe.request('PUT', `/api/console/companies/${chainId}/stores/${first?.id}`, {
      json: { company: '仁心大药房（朝阳旗舰店）', contact: '赵朝阳' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await memberCentre())[0]).toMatchObject({
      id: first?.id,
      company: '仁心大药房（朝阳旗舰店）',
      contact: '赵朝阳',
      phone: first?.phone,
    });
    expect(await auditSince(since)).toEqual([
      {
        operator: 'shenhe',
        source: 'console',
        command: 'store-edit',
        ok: true,
        before: { company: first?.company, contact: first?.contact },
        after: { company: '仁心大药房（朝阳旗舰店）', contact: '赵朝阳' },
      },
    ]);
  });

  it("refuses the phone, another company's store, a taken name and no change, changing nothing", async () => {
    const before = await memberCentre();
    const [first, second] = before;
    const path = `/api/console/companies/${chainId}/stores/${first?.id}`;
    const phone = await shenhe.request('PUT', path, {
      json: { company: 'x药房', contact: 'x', phone: '13911118888' },
    });
    expect(phone.statusCode).toBe(422);
    const notOurs = await shenhe.request(
      'PUT',
      `/api/console/companies/${storeCompanyId}/stores/${first?.id}`,
      {
        json: { company: '别人的店', contact: '某人' },
      },
    );
    expect(notOurs.statusCode).toBe(404);
    const taken = await shenhe.request('PUT', path, {
      json: { company: second?.company, contact: '赵朝阳' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().data.errors.company).toBeDefined();
    const same = await shenhe.request('PUT', path, {
      json: { company: first?.company, contact: first?.contact },
    });
    expect(same.statusCode).toBe(409);
    const role = await cangchu.request('PUT', path, { json: { company: '仓储改名店', contact: '某人' } });
    expect(role.statusCode).toBe(403);
    expect(await memberCentre()).toEqual(before);
  });
});

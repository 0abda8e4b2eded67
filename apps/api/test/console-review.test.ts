import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince as auditSinceIn, lastAuditId as lastAuditIdIn, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { imageId, newAccount, PNG, pharmacyBody } from './qualifications.fixtures';

/*
 * 审核 in the console (issue #26 §2): the company queue, a company's page with its certificates' pictures, and
 * the decisions — each one audited row, each seen by the buyer as with `ops`.
 */

let t: TestApp;
let dataDir: string;
let buyer: Browser;
let buyerId: number;
let companyId: number;
let shenhe: Browser;
let zhiliang: Browser;
let cangchu: Browser;
let chemical: { id: number; zbz: number };

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

const signIn = (username: string, ip: string) => operatorBrowser(t.app, username, ip);

const auditSince = (id: number) => auditSinceIn(t.database.db, id);
const lastAuditId = () => lastAuditIdIn(t.database.db);

const certificatesOf = () =>
  rows<{ id: number; type: string; status: string; reason: string }>(
    sql`SELECT id, type, status, reason FROM certificates WHERE company_id = ${companyId} ORDER BY id`,
  );
const isPassed = async () => (await buyer.request('GET', '/api/user/base')).json().data.is_passed;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yaocai-console-review-'));
  t = await build({ dataDir, certificateReminderIntervalMs: 0 });
  [chemical] = (await rows<{ id: number; zbz: number }>(sql`SELECT id, zbz FROM goods
    WHERE scope_category = 'chemical' AND NOT is_controlled AND NOT banned_online AND stock >= zbz * 4
    ORDER BY id LIMIT 1`)) as [{ id: number; zbz: number }];
  buyerId = await newAccount(t.database.db, '13512340001');
  buyer = new Browser(t.app);
  await buyer.login('13512340001', 'demo1234');
  const images = [await imageId(buyer), await imageId(buyer), await imageId(buyer), await imageId(buyer)];
  const submitted = await buyer.request('POST', '/api/user/company', {
    json: pharmacyBody('百草堂药房', images),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  companyId = (await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '百草堂药房'`))[0]
    ?.id as number;
  shenhe = await signIn('shenhe', '198.51.100.120');
  cangchu = await signIn('cangchu', '198.51.100.121');
  zhiliang = await signIn('zhiliang', '198.51.100.122');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the company queue', () => {
  it('lists pending companies first with their certificate counts, filtered by status', async () => {
    const all = (await shenhe.request('GET', '/api/console/companies?per_page=100')).json().data;
    expect(all.list[0].status).toBe('pending');
    const pending = await shenhe.request('GET', '/api/console/companies?status=pending');
    expect(pending.statusCode, pending.body).toBe(200);
    const row = pending.json().data.list.find((c: { id: number }) => c.id === companyId);
    expect(row).toMatchObject({
      name: '百草堂药房',
      enterprise_type: 'pharmacy',
      enterprise_type_label: '单体药店',
      status: 'pending',
      stage: 'first',
      status_label: '待初审',
      certificates: { total: 4, pending: 4, rejected: 0 },
    });
    expect(typeof row.submitted_at).toBe('string');
    const approved = (
      await shenhe.request('GET', '/api/console/companies?status=approved&per_page=100')
    ).json().data.list;
    expect(approved.map((c: { name: string }) => c.name)).toContain('仁心大药房');
    expect(approved.map((c: { id: number }) => c.id)).not.toContain(companyId);
    expect((await shenhe.request('GET', '/api/console/companies?status=bogus')).statusCode).toBe(422);
  });

  it("shows a company's fields and certificates, whose pictures only reviewers may open", async () => {
    const detail = (await shenhe.request('GET', `/api/console/companies/${companyId}`)).json().data;
    expect(detail.company).toMatchObject({ name: '百草堂药房', legal_person: '张药师', status: 'pending' });
    expect(detail.scope.map((s: { code: string; status: string }) => `${s.code}:${s.status}`)).toEqual([
      'antibiotic:pending',
      'chemical:pending',
      'tcm_patent:pending',
    ]);
    expect(detail.certificates).toHaveLength(4);
    const url: string = detail.certificates[0].images[0].url;
    expect(url).toMatch(/^\/api\/console\/certificate-images\/[A-Za-z0-9_-]+$/);
    const picture = await shenhe.request('GET', url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    expect((await cangchu.request('GET', url)).statusCode).toBe(403);
    expect((await buyer.request('GET', url)).statusCode).toBe(401);
    // An upload no certificate uses is not an operator's to see.
    const loose = await imageId(buyer);
    expect((await shenhe.request('GET', `/api/console/certificate-images/${loose}`)).statusCode).toBe(404);
    expect((await shenhe.request('GET', '/api/console/companies/99999999')).statusCode).toBe(404);
  });
});

describe('decisions', () => {
  it('approves one certificate: one audit row, the buyer told', async () => {
    const [cert] = await certificatesOf();
    const since = await lastAuditId();
    const response = await shenhe.request('POST', `/api/console/certificates/${cert?.id}/approve`, {
      json: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await certificatesOf())[0]).toMatchObject({ status: 'approved', reason: '' });
    expect(await auditSince(since)).toEqual([
      {
        operator: 'shenhe',
        source: 'console',
        command: 'approve-cert',
        ok: true,
        before: { status: 'pending', reason: '' },
        after: { status: 'approved', reason: '' },
      },
    ]);
    expect(await rows(sql`SELECT title FROM messages WHERE user_id = ${buyerId}`)).toEqual([
      { title: '药品经营许可证审核通过' },
    ]);
  });

  it('rejects one certificate with its reason, which the buyer reads', async () => {
    const cert = (await certificatesOf())[1];
    const since = await lastAuditId();
    const response = await shenhe.request('POST', `/api/console/certificates/${cert?.id}/reject`, {
      json: { reason: '  营业执照照片模糊  ' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const audit = await auditSince(since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      command: 'reject-cert',
      ok: true,
      after: { status: 'rejected', reason: '营业执照照片模糊' },
    });
    const listed = (await buyer.request('GET', '/api/user/zizhi')).json().data.certificates;
    expect(listed.find((c: { id: number }) => c.id === cert?.id)).toMatchObject({
      status: 'rejected',
      reason: '营业执照照片模糊',
    });
  });

  it('refuses a reason with NUL or control characters (422) and changes nothing', async () => {
    const cert = (await certificatesOf())[2];
    const since = await lastAuditId();
    for (const reason of ['模糊\u0000', '模\u001b[31m糊', '第一行\n第二行', '']) {
      const response = await shenhe.request('POST', `/api/console/certificates/${cert?.id}/reject`, {
        json: { reason },
      });
      expect(response.statusCode, JSON.stringify(reason)).toBe(422);
      const company = await shenhe.request('POST', `/api/console/companies/${companyId}/reject`, {
        json: { reason },
      });
      expect(company.statusCode, JSON.stringify(reason)).toBe(422);
    }
    expect(await auditSince(since)).toEqual([]);
    expect((await certificatesOf())[2]?.status).toBe('pending');
  });

  it('refuses an operator without the 审核 role (403) and changes nothing', async () => {
    const cert = (await certificatesOf())[2];
    const since = await lastAuditId();
    for (const [url, json] of [
      [`/api/console/certificates/${cert?.id}/approve`, {}],
      [`/api/console/certificates/${cert?.id}/reject`, { reason: '不清晰' }],
      [`/api/console/companies/${companyId}/first_review`, {}],
      [`/api/console/companies/${companyId}/approve`, {}],
      [`/api/console/companies/${companyId}/reject`, { reason: '不清晰' }],
    ] as const) {
      const response = await cangchu.request('POST', url, { json });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toContain('审核');
    }
    expect((await cangchu.request('GET', '/api/console/companies')).statusCode).toBe(403);
    expect(await auditSince(since)).toEqual([]);
    expect((await certificatesOf())[2]?.status).toBe('pending');
    expect(await isPassed()).toBe(0);
  });

  it('rejects the company at 初审 with a reason, then two operators pass both stages: the buyer may buy', async () => {
    let since = await lastAuditId();
    const rejected = await shenhe.request('POST', `/api/console/companies/${companyId}/reject`, {
      json: { reason: '采购委托书缺少公章' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await auditSince(since)).toMatchObject([
      {
        command: 'reject-company',
        ok: true,
        before: { status: 'pending', stage: 'first' },
        after: { status: 'rejected' },
      },
    ]);
    const reason = (await buyer.request('GET', `/api/goods/detail/${chemical.id}`)).json().data.buy_reason;
    expect(reason).toBe('资质已驳回：采购委托书缺少公章，请修改后重新提交');
    expect(
      (await shenhe.request('GET', '/api/console/companies?status=rejected&per_page=100'))
        .json()
        .data.list.map((c: { id: number }) => c.id),
    ).toContain(companyId);

    // 质量审核 before 初审 is refused; 初审 by shenhe; 质量审核 by shenhe again is refused (four eyes).
    since = await lastAuditId();
    const early = await zhiliang.request('POST', `/api/console/companies/${companyId}/approve`, { json: {} });
    expect(early.statusCode, early.body).toBe(409);
    const first = await shenhe.request('POST', `/api/console/companies/${companyId}/first_review`, {
      json: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await isPassed()).toBe(0);
    const own = await shenhe.request('POST', `/api/console/companies/${companyId}/approve`, { json: {} });
    expect(own.statusCode, own.body).toBe(409);
    expect(own.json().message).toContain('不同的审核员');
    expect(await auditSince(since)).toMatchObject([
      { operator: 'zhiliang', command: 'approve-company', ok: false },
      {
        operator: 'shenhe',
        command: 'first-review-company',
        ok: true,
        before: { status: 'rejected', stage: null },
        after: { status: 'pending', stage: 'quality', first_reviewed_by: 'shenhe' },
      },
      { operator: 'shenhe', command: 'approve-company', ok: false },
    ]);
    expect(
      (await shenhe.request('GET', '/api/console/companies?stage=quality&per_page=100'))
        .json()
        .data.list.map((c: { id: number }) => c.id),
    ).toContain(companyId);

    since = await lastAuditId();
    const approved = await zhiliang.request('POST', `/api/console/companies/${companyId}/approve`, {
      json: { scope: ['chemical', 'tcm_patent'] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toContain('已通过企业');
    const audit = await auditSince(since);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator: 'zhiliang', command: 'approve-company', ok: true });
    expect(await isPassed()).toBe(1);
    const add = await buyer.request('POST', '/api/cart', {
      json: { params: [{ goods_id: chemical.id, number: chemical.zbz }] },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(
      await rows(sql`SELECT title FROM messages WHERE user_id = ${buyerId} ORDER BY id DESC LIMIT 1`),
    ).toEqual([{ title: '企业资质审核通过' }]);

    // Approving twice is refused, and the trail keeps the refusal (one row, ok = false).
    since = await lastAuditId();
    const again = await zhiliang.request('POST', `/api/console/companies/${companyId}/approve`, {
      json: {},
    });
    expect(again.statusCode).toBe(409);
    expect(await auditSince(since)).toMatchObject([{ command: 'approve-company', ok: false }]);
  });

  it("finds an approved company's renewed certificate with certificates=1", async () => {
    const queued = async () =>
      (await shenhe.request('GET', '/api/console/companies?status=approved&certificates=1&per_page=100'))
        .json()
        .data.list.map((c: { id: number }) => c.id);
    expect(await queued()).not.toContain(companyId);
    const renewal = {
      ...pharmacyBody('百草堂药房', [await imageId(buyer)]).certificates[0],
      valid_until: null,
    };
    expect((await buyer.request('POST', '/api/user/zizhi', { json: renewal })).statusCode).toBe(200);
    expect(await queued()).toContain(companyId);
  });
});

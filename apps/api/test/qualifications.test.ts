import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli/ops';
import { remindCertificates } from '../src/qualifications/reminders';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import { imageId, newAccount, pharmacyBody } from './qualifications.fixtures';

/*
 * Qualifications (#10 §2 step 2, §3): registration step 2, the operators' review, the buy rule (review, expired
 * required certificates, business scope) on the cart, the orders and the product payloads, and the reminders.
 */

let t: TestApp;
let dataDir: string;
let buyer: Browser;
let buyerId: number;
let stranger: Browser;
const goods = { chemical: { id: 0, zbz: 1 }, deviceIII: { id: 0, zbz: 1 } };

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

async function ops(...argv: string[]) {
  const lines: string[] = [];
  const code = await main([...argv, '--operator', '审核员'], {
    db: t.database.db,
    out: (text) => lines.push(text),
  });
  return { code, output: lines.join('\n') };
}

const addToCart = (browser: Browser, item: { id: number; zbz: number }) =>
  browser.request('POST', '/api/cart', { json: { params: [{ goods_id: item.id, number: item.zbz }] } });
const isPassed = async (browser: Browser) =>
  (await browser.request('GET', '/api/user/base')).json().data.is_passed;
const buyReason = async (browser: Browser, id: number) =>
  (await browser.request('GET', `/api/goods/detail/${id}`)).json().data.buy_reason;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'yaocai-quals-'));
  t = await build({ dataDir, certificateReminderIntervalMs: 0 });
  const pick = async (scope: string) =>
    (
      await rows<{ id: number; zbz: number }>(sql`SELECT id, zbz FROM goods
        WHERE scope_category = ${scope} AND NOT is_controlled AND NOT banned_online AND stock >= zbz * 4
        ORDER BY id LIMIT 1`)
    )[0] as { id: number; zbz: number };
  goods.chemical = await pick('chemical');
  goods.deviceIII = await pick('device_iii');
  buyerId = await newAccount(t.database.db, '13512345678');
  buyer = new Browser(t.app);
  await buyer.login('13512345678', 'demo1234');
  stranger = new Browser(t.app);
  await stranger.login('13900139000', 'demo1234');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('registration step 2', () => {
  it('refuses a company without the certificates its type requires', async () => {
    const images = [await imageId(buyer), await imageId(buyer), await imageId(buyer)];
    const body = pharmacyBody('安康大药房', [...images, '']);
    body.certificates = body.certificates.slice(0, 3);
    const refused = await buyer.request('POST', '/api/user/company', { json: body });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('请上传采购员身份证');
  });

  it("refuses someone else's upload and leaves nothing half-written", async () => {
    const mine = [await imageId(buyer), await imageId(buyer), await imageId(buyer)];
    const theirs = await imageId(stranger);
    const refused = await buyer.request('POST', '/api/user/company', {
      json: pharmacyBody('安康大药房', [...mine, theirs]),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('图片不存在或已被使用，请重新上传');
    expect(await rows(sql`SELECT id FROM companies WHERE name = '安康大药房'`)).toEqual([]);
    expect(await rows(sql`SELECT company_id FROM users WHERE id = ${buyerId}`)).toEqual([
      { company_id: null },
    ]);
    expect(await rows(sql`SELECT upload_id FROM certificate_images WHERE upload_id = ${theirs}`)).toEqual([]);
  });

  it('submits the company for review: pending, not buying, with the reason where the buy button is', async () => {
    const images = [await imageId(buyer), await imageId(buyer), await imageId(buyer), await imageId(buyer)];
    const sent = await buyer.request('POST', '/api/user/company', {
      json: pharmacyBody('安康大药房', images),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const zizhi = (await buyer.request('GET', '/api/user/zizhi')).json().data;
    expect(zizhi.company).toMatchObject({
      name: '安康大药房',
      status: 'pending',
      enterprise_type_label: '单体药店',
    });
    expect(zizhi.certificates).toHaveLength(4);
    expect(zizhi.certificates[0]).toMatchObject({ status: 'pending', status_label: '待审核', required: 1 });
    expect(zizhi.missing).toHaveLength(4);
    const scope = (await buyer.request('GET', '/api/user/jyfw')).json().data.list;
    expect(scope.find((row: { code: string }) => row.code === 'antibiotic')).toMatchObject({
      approved: 0,
      requested: 1,
    });
    expect(await isPassed(buyer)).toBe(0);
    expect(await buyReason(buyer, goods.chemical.id)).toBe('资质审核中，暂不能购买');
    const add = await addToCart(buyer, goods.chemical);
    expect(add.statusCode).toBe(422);
    expect(add.json().message).toBe('资质审核中，暂不能购买');
  });
});

describe('operator review', () => {
  it('lists the company, approves it with a scope, and the buyer may buy within it, told by a message', async () => {
    const pending = await ops('review-pending');
    expect(pending.output).toContain('安康大药房');
    const [company] = await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '安康大药房'`);
    const approved = await ops('approve-company', String(company?.id), '--scope', 'chemical,tcm_patent');
    expect(approved, approved.output).toMatchObject({ code: 0 });
    expect(await isPassed(buyer)).toBe(1);
    expect((await addToCart(buyer, goods.chemical)).statusCode).toBe(200);
    expect(await rows(sql`SELECT kind, title FROM messages WHERE user_id = ${buyerId}`)).toEqual([
      { kind: 'qualification', title: '企业资质审核通过' },
    ]);
    expect(await rows(sql`SELECT ok FROM ops_audit WHERE command = 'approve-company'`)).toEqual([
      { ok: true },
    ]);
    const zizhi = (await buyer.request('GET', '/api/user/zizhi')).json().data;
    expect(zizhi.missing).toEqual([]);
  });

  it('rejects a company with its reason, and reviews a renewed certificate', async () => {
    const otherId = await newAccount(t.database.db, '13512345679');
    const other = new Browser(t.app);
    await other.login('13512345679', 'demo1234');
    const images = [await imageId(other), await imageId(other), await imageId(other), await imageId(other)];
    expect(
      (await other.request('POST', '/api/user/company', { json: pharmacyBody('福安药房', images) }))
        .statusCode,
    ).toBe(200);
    const [company] = await rows<{ id: number }>(sql`SELECT id FROM companies WHERE name = '福安药房'`);
    expect((await ops('reject-company', String(company?.id))).code).toBe(2);
    expect((await ops('reject-company', String(company?.id), '--reason', '营业执照模糊')).code).toBe(0);
    expect(await buyReason(other, goods.chemical.id)).toBe('资质已驳回：营业执照模糊，请修改后重新提交');
    expect((await other.request('GET', '/api/user/zizhi')).json().data.company).toMatchObject({
      status: 'rejected',
      reason: '营业执照模糊',
    });
    expect(await rows(sql`SELECT title FROM messages WHERE user_id = ${otherId}`)).toEqual([
      { title: '企业资质审核未通过' },
    ]);

    const renewal = {
      ...pharmacyBody('安康大药房', [await imageId(buyer)]).certificates[0],
      valid_until: null,
    };
    expect((await buyer.request('POST', '/api/user/zizhi', { json: renewal })).statusCode).toBe(200);
    const [cert] = await rows<{ id: number }>(sql`SELECT id FROM certificates WHERE status = 'pending'
      AND company_id = (SELECT company_id FROM users WHERE id = ${buyerId})`);
    expect((await ops('review-pending')).output).toContain(`#${cert?.id} 安康大药房 药品经营许可证`);
    expect((await ops('reject-cert', String(cert?.id), '--reason', '照片不清晰')).code).toBe(0);
    const listed = (await buyer.request('GET', '/api/user/zizhi')).json().data.certificates;
    expect(listed.find((c: { id: number }) => c.id === cert?.id)).toMatchObject({
      status: 'rejected',
      reason: '照片不清晰',
    });
    expect((await ops('approve-cert', String(cert?.id))).code).toBe(0);
    expect(await rows(sql`SELECT title FROM messages WHERE user_id = ${buyerId} ORDER BY id`)).toEqual([
      { title: '企业资质审核通过' },
      { title: '药品经营许可证审核未通过' },
      { title: '药品经营许可证审核通过' },
    ]);
  });

  it('refuses goods outside the approved scope with its category', async () => {
    const reason = '超出经营范围（第三类医疗器械），不能购买';
    expect(await buyReason(buyer, goods.deviceIII.id)).toBe(reason);
    const add = await addToCart(buyer, goods.deviceIII);
    expect(add.statusCode).toBe(422);
    expect(add.json().message).toBe(reason);
  });
});

describe('expiry', () => {
  it('an expired required certificate turns is_passed to 0 and refuses cart adds and orders at once', async () => {
    const me = new Browser(t.app);
    await me.login('13800138000', 'demo1234');
    await t.database.db.execute(
      sql`DELETE FROM cart_items WHERE user_id = (SELECT id FROM users WHERE phone = '13800138000')`,
    );
    expect((await addToCart(me, goods.chemical)).statusCode).toBe(200);
    const [address] = await rows<{ id: number }>(sql`SELECT a.id FROM addresses a
      JOIN users u ON u.company_id = a.company_id WHERE u.phone = '13800138000' AND a.deleted_at IS NULL LIMIT 1`);
    await t.database.db.execute(sql`UPDATE certificates SET valid_until = current_date - 2
      WHERE type = 'drug_licence' AND company_id = (SELECT company_id FROM users WHERE phone = '13800138000')`);
    const reason = '药品经营许可证已过期，请更新后购买';
    expect(await isPassed(me)).toBe(0);
    expect(await buyReason(me, goods.chemical.id)).toBe(reason);
    const add = await addToCart(me, goods.chemical);
    expect(add.json().message).toBe(reason);
    const order = await me.request('POST', '/api/order', {
      json: { address_id: address?.id },
      headers: { 'idempotency-key': 'quals-expired-order-1' },
    });
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toContain(reason);
  });

  it('reminds 30 days ahead and at expiry, once each', async () => {
    const [me] = await rows<{ id: number; company_id: number }>(
      sql`SELECT id, company_id FROM users WHERE phone = '13900139000'`,
    );
    await t.database.db.execute(sql`UPDATE certificates SET valid_until = current_date + 10
      WHERE type = 'medical_licence' AND company_id = ${me?.company_id}`);
    const mine = () =>
      rows<{ title: string }>(
        sql`SELECT title FROM messages WHERE user_id = ${me?.id} AND kind = 'certificate' ORDER BY id`,
      );
    await remindCertificates(t.database.db);
    await remindCertificates(t.database.db);
    expect(await mine()).toEqual([{ title: '医疗机构执业许可证即将过期' }]);
    await remindCertificates(t.database.db, Date.now() + 12 * 86_400_000);
    await remindCertificates(t.database.db, Date.now() + 12 * 86_400_000);
    expect(await mine()).toEqual([
      { title: '医疗机构执业许可证即将过期' },
      { title: '医疗机构执业许可证已过期' },
    ]);
  });
});

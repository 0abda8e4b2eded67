import { consoleGoodsDetail, goodsDetail } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';
import { multipart, PNG } from './qualifications.fixtures';

/*
 * A batch's quality inspection report (issue #26 §2 Goods, #23 §4): 运营 uploads a scan through the goods-scoped
 * picture upload and puts it on a batch; the buyer's product page opens the report of the batch the next order
 * ships (FEFO) at once, and a batch without one has none. One audit row per call; refusals change nothing.
 */

let t: TestApp;
let buyer: Browser;
let yunying: Browser;
let cangchu: Browser;
let target: number;
let batchId: number;
let otherBatchId: number;

const db = () => t.database.db;
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db().execute<T>(query)).rows;
const attach = (as: Browser, id: number, batch: number, body: Record<string, unknown>) =>
  as.request('PUT', `/api/console/goods/${id}/batches/${batch}/report`, { json: body });
const upload = (as: Browser) => {
  const { body, headers } = multipart(PNG, '检验报告.png', 'image/png');
  return as.request('POST', '/api/console/goods/pictures', { body, headers });
};
const buyerDetail = async () =>
  goodsDetail.parse((await buyer.request('GET', `/api/goods/detail/${target}`)).json().data);
const reports = async () =>
  rows(sql`SELECT id, report_url FROM goods_batches WHERE id IN (${batchId}, ${otherBatchId}) ORDER BY id`);

beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.200');
  cangchu = await operatorBrowser(t.app, 'cangchu', '198.51.100.201');
  const [found] = await rows<{ id: number; soon: string }>(sql`
    SELECT g.id, (current_date + 40)::text AS soon FROM goods g
    WHERE NOT g.banned_online AND g.listed AND NOT g.is_controlled AND g.regulatory_class IN ('otc_a', 'otc_b')
      AND NOT EXISTS (SELECT 1 FROM goods_batches b WHERE b.goods_id = g.id AND b.expiry_date <= current_date + 40)
    ORDER BY g.id LIMIT 1`);
  if (!found) throw new Error('no goods in the seed');
  target = found.id;
  // A new batch expiring first: the one the next order ships (FEFO), with no report on file.
  const added = await yunying.request('PUT', `/api/console/goods/${target}/batches`, {
    json: { batch_no: 'QC2611', production_date: '2026-01-01', expiry_date: found.soon, quantity: 10 },
  });
  expect(added.statusCode, added.body).toBe(200);
  const [batch] = await rows<{ id: number }>(
    sql`SELECT id FROM goods_batches WHERE goods_id = ${target} AND batch_no = 'QC2611'`,
  );
  const [other] = await rows<{ id: number }>(
    sql`SELECT id FROM goods_batches WHERE goods_id <> ${target} ORDER BY id LIMIT 1`,
  );
  if (!batch || !other) throw new Error('no batches');
  batchId = batch.id;
  otherBatchId = other.id;
});
afterAll(async () => t.close());

describe('inspection reports on batches', () => {
  it('a batch without a report: the buyer sees that batch and no report', async () => {
    expect(await buyerDetail()).toMatchObject({ batch_no: 'QC2611', quality_report: '' });
  });

  it('运营 uploads a scan and attaches it: the buyer sees it on the next batch at once; one audit row each', async () => {
    const since = await lastAuditId(db());
    const uploaded = await upload(yunying);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const image: string = uploaded.json().data.image;
    expect(image).toMatch(/^\/api\/picture\/[0-9a-f]{20}\.webp$/);
    const attached = await attach(yunying, target, batchId, { report_url: image });
    expect(attached.statusCode, attached.body).toBe(200);
    expect(await buyerDetail()).toMatchObject({ batch_no: 'QC2611', quality_report: image });
    expect((await buyer.request('GET', image)).headers['content-type']).toBe('image/webp');
    const page = consoleGoodsDetail.parse(
      (await yunying.request('GET', `/api/console/goods/${target}`)).json().data,
    );
    expect(page.batches.find((batch) => batch.id === batchId)?.report_url).toBe(image);
    const audit = await auditSince(db(), since);
    expect(audit.map((row) => [row.command, row.ok])).toEqual([
      ['picture-upload', true],
      ['goods-batch-report', true],
    ]);
    expect(audit[1]?.before).toEqual({ batch_no: 'QC2611', report_url: '' });
    expect(audit[1]?.after).toEqual({ batch_no: 'QC2611', report_url: image });
  });

  it('refuses another role (403), a bad or unstored address (422) and a batch of another product (404): nothing changes', async () => {
    const before = await reports();
    const since = await lastAuditId(db());
    expect((await upload(cangchu)).statusCode).toBe(403);
    const stored = (await buyerDetail()).quality_report;
    expect((await attach(cangchu, target, batchId, { report_url: '' })).statusCode).toBe(403);
    for (const report_url of ['javascript:alert(1)', 'https://evil.example/x.webp', '/api/picture/x.webp']) {
      const refused = await attach(yunying, target, batchId, { report_url });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().data.errors.report_url).toBeDefined();
    }
    expect((await attach(yunying, target, batchId, { report_url: stored, extra: 1 })).statusCode).toBe(422);
    const unstored = await attach(yunying, target, batchId, {
      report_url: '/api/picture/ffffffffffffffffffff.webp',
    });
    expect(unstored.statusCode).toBe(422);
    expect(unstored.json().data.errors.report_url).toEqual(['请上传质检报告图片']);
    expect((await attach(yunying, target, otherBatchId, { report_url: '' })).statusCode).toBe(404);
    expect(await reports()).toEqual(before);
    expect((await buyerDetail()).quality_report).toBe(stored);
    expect((await auditSince(db(), since)).map((row) => [row.command, row.ok])).toEqual([
      ['goods-batch-report', false],
      ['goods-batch-report', false],
    ]);
  });

  it("'' takes the report off: the buyer's page says none again", async () => {
    expect((await attach(yunying, target, batchId, { report_url: '' })).statusCode).toBe(200);
    expect((await buyerDetail()).quality_report).toBe('');
  });
});

import { consoleDrawPendingList } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from './browser';
import { auditSince, lastAuditId, operatorBrowser } from './console-support';
import { build, type TestApp } from './helper';

/*
 * 抽奖管理's gifts to send (issue #26 §2): the console lists the physical prizes waiting, with the buyer's default
 * address, and ships one — the record is shipped once, its buyer gets a message, one audit row. The same service
 * as `ops draw-pending` / `ops draw-fulfil` (draw.test.ts). Role refusals are walked by test/console.test.ts.
 */

let t: TestApp;
let yunying: Browser;
let giftId = 0;
let couponId = 0;
let buyerId = 0;

const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T>(query)).rows;

/** A used chance of the seeded buyer and the record it won: a gift waiting ('pending'), or a coupon (''). */
async function won(prize: string, kind: 'gift' | 'coupon', n: number): Promise<number> {
  const [record] = await rows<{ id: number }>(sql`
    WITH chance AS (
      INSERT INTO draw_chances (activity_id, user_id, source, day, used_at)
      SELECT a.id, ${buyerId}, ${`test:${n}`}, current_date, now() FROM draw_activities a ORDER BY a.id LIMIT 1
      RETURNING id, activity_id)
    INSERT INTO draw_records (activity_id, user_id, chance_id, prize_name, kind, fulfilment)
    SELECT activity_id, ${buyerId}, id, ${prize}, ${kind}, ${kind === 'gift' ? 'pending' : ''} FROM chance
    RETURNING id`);
  if (!record) throw new Error('no draw activity seeded');
  return record.id;
}

beforeAll(async () => {
  t = await build();
  yunying = await operatorBrowser(t.app, 'yunying', '198.51.100.190');
  const [buyer] = await rows<{ id: number }>(sql`SELECT id FROM users WHERE phone = '13800138000'`);
  buyerId = buyer?.id ?? 0;
  giftId = await won('电子血压计', 'gift', 1);
  couponId = await won('满100减10优惠券', 'coupon', 2);
});
afterAll(async () => {
  await t.close();
});

const ship = (id: number, body: Record<string, string>) =>
  yunying.request('POST', `/api/console/draw/records/${id}/ship`, { json: body });

describe('the gifts to send', () => {
  it("lists a pending gift with its buyer and the company's default address, not a coupon", async () => {
    const response = await yunying.request('GET', '/api/console/draw/pending');
    expect(response.statusCode).toBe(200);
    const { list } = consoleDrawPendingList.parse(response.json().data);
    expect(list.map((r) => r.id)).toEqual([giftId]);
    const [address] = await rows<{ consignee: string; detail: string }>(sql`
      SELECT consignee, detail FROM addresses a JOIN users u ON u.company_id = a.company_id
      WHERE u.id = ${buyerId} AND a.is_default AND a.deleted_at IS NULL`);
    expect(list[0]).toMatchObject({ prize: '电子血压计', phone: '13800138000' });
    if (!address) throw new Error('the seeded buyer has no default address');
    expect(list[0]?.address).toContain(`${address.consignee} `);
    expect(list[0]?.address).toContain(address.detail);
  });

  it('ships it once: the record is shipped, the buyer is told, one audit row; again is a 409 that changes nothing', async () => {
    expect((await ship(giftId, { carrier: '顺丰速运', tracking_no: '' })).statusCode).toBe(422);
    const from = await lastAuditId(t.database.db);
    const shipped = await ship(giftId, { carrier: ' 顺丰速运 ', tracking_no: 'SF1234567890' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await auditSince(t.database.db, from)).toMatchObject([
      {
        operator: 'yunying',
        source: 'console',
        command: 'draw-fulfil',
        ok: true,
        before: { fulfilment: 'pending' },
        after: { fulfilment: 'shipped', carrier: '顺丰速运', tracking_no: 'SF1234567890' },
      },
    ]);
    const record = () =>
      rows(sql`SELECT fulfilment, carrier, tracking, shipped_at FROM draw_records WHERE id = ${giftId}`);
    const after = await record();
    expect(after[0]).toMatchObject({ fulfilment: 'shipped', carrier: '顺丰速运', tracking: 'SF1234567890' });
    const messages = () =>
      rows(sql`SELECT title, body FROM messages WHERE dedupe_key = ${`draw-shipped:${giftId}`}`);
    expect(await messages()).toEqual([
      { title: '抽奖奖品已寄出', body: '您抽中的电子血压计已寄出：顺丰速运，运单号 SF1234567890。' },
    ]);
    const pending = await yunying.request('GET', '/api/console/draw/pending');
    expect(pending.json().data.list).toEqual([]);

    const again = await ship(giftId, { carrier: '中通快递', tracking_no: 'ZT1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`抽奖记录 #${giftId} 的奖品已寄出`);
    expect(await record()).toEqual(after);
    expect(await messages()).toHaveLength(1);
  });

  it('refuses a prize that is not a gift (409) and an unknown record (404)', async () => {
    const coupon = await ship(couponId, { carrier: '顺丰速运', tracking_no: 'SF1' });
    expect(coupon.statusCode).toBe(409);
    expect(coupon.json().message).toBe(`抽奖记录 #${couponId} 不是实物奖品，无需寄出`);
    const [record] = await rows(sql`SELECT fulfilment, carrier FROM draw_records WHERE id = ${couponId}`);
    expect(record).toEqual({ fulfilment: '', carrier: '' });
    expect((await ship(2_000_000_000, { carrier: '顺丰速运', tracking_no: 'SF1' })).statusCode).toBe(404);
  });
});

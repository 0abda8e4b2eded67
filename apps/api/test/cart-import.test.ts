import { cartImportApplyResult, cartImportResult, PURCHASE_LIST_MESSAGES } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import {
  ABSENT,
  type ListRow,
  multipartFile,
  noisyList,
  type SeedGoods,
  seededGoods,
  toCsv,
  toGbk,
  toXlsx,
} from './cart-import.fixtures';
import { build, type TestApp } from './helper';

/*
 * The purchase-list upload (issue #23 §1): files read by content (xlsx, CSV in UTF-8 or GBK), clear 422s for what
 * cannot be read, matching quality on 200 noisy rows made from the seed, and apply: matched rows into the cart
 * through the cart's rules, the rest as item-wanted requests, once.
 */

let t: TestApp;
let buyer: Browser;
let goods: SeedGoods[];
beforeAll(async () => {
  t = await build();
  buyer = new Browser(t.app);
  await buyer.login('13800138000', 'demo1234');
  goods = await seededGoods(t.database.db);
});
afterAll(async () => t.close());

const send = (bytes: Buffer, filename = 'list.csv', browser = buyer) =>
  browser.request('POST', '/api/cart/import', multipartFile(bytes, filename));

async function imported(bytes: Buffer, filename?: string) {
  const response = await send(bytes, filename);
  expect(response.statusCode, response.body).toBe(200);
  return cartImportResult.parse(response.json().data);
}

const refusal = (response: { json(): { data: { errors: Record<string, string[]> } } }) =>
  response.json().data.errors.file?.[0];

describe('reading a purchase list', () => {
  it('reads CSV in UTF-8 and in GBK alike, columns in any order, a barcode row matched exactly', async () => {
    const g = goods[3] as SeedGoods;
    const text = `数量,商品条码,生产厂家,通用名,规格\r\n30,${g.barcode},${g.maker},${g.name},${g.ypgg}\r\n`;
    for (const bytes of [Buffer.from(`\ufeff${text}`), toGbk(text)]) {
      const result = await imported(bytes);
      expect(result.rows).toMatchObject([
        { row: 2, status: 'matched', number: 30, goods: { id: g.id, by: 'barcode', confidence: 1 } },
      ]);
      expect(result.rows[0]?.input.name).toBe(g.name);
    }
  });

  it('reads an .xlsx with a title above the header and barcodes stored as numbers', async () => {
    const rows = noisyList(goods, 10, 5);
    const result = await imported(await toXlsx(rows), 'plan.xlsx');
    expect(result.rows).toHaveLength(10);
    expect(result.rows[0]?.row).toBe(3);
    expect(result.rows[0]?.goods?.id).toBe(rows[0]?.expected);
  });

  it('refuses formulas, old .xls, files without a header, binary, 5,000+ rows and 10 MB+ with a clear 422', async () => {
    const rows = noisyList(goods, 5, 6);
    const formula = await send(await toXlsx(rows, { formula: true }), 'plan.xlsx');
    expect(formula.statusCode).toBe(422);
    expect(refusal(formula)).toBe(PURCHASE_LIST_MESSAGES.formula(7, '数量'));
    const csvFormula = await send(Buffer.from('通用名,数量\n维生素C片,=1+1\n'));
    expect(refusal(csvFormula)).toMatch(/第2行“数量”是公式/);

    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect(refusal(await send(xls, 'old.xls'))).toBe(PURCHASE_LIST_MESSAGES.oldExcel);
    expect(refusal(await send(Buffer.from('a,b,c\n1,2,3\n')))).toBe(PURCHASE_LIST_MESSAGES.noHeader);
    expect(refusal(await send(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2])))).toBe(
      PURCHASE_LIST_MESSAGES.unreadable,
    );
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]);
    expect(refusal(await send(broken, 'x.xlsx'))).toBe(PURCHASE_LIST_MESSAGES.unreadable);

    const many = `通用名,数量\n${'维生素C片,1\n'.repeat(5001)}`;
    expect(refusal(await send(Buffer.from(many)))).toBe(PURCHASE_LIST_MESSAGES.tooManyRows);
    const exactly = await send(Buffer.from(`通用名,数量\n${'维生素C片,1\n'.repeat(5000)}`));
    expect(exactly.statusCode).toBe(200);

    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    expect(refusal(await send(big))).toBe(PURCHASE_LIST_MESSAGES.tooLarge);
    const missing = await buyer.request('POST', '/api/cart/import', { form: 'file=x' });
    expect(missing.statusCode).toBe(422);
  });

  it('answers visitors with 401', async () => {
    const visitor = new Browser(t.app);
    await visitor.fetchCsrf();
    expect((await send(Buffer.from('通用名\n维生素C片\n'), 'a.csv', visitor)).statusCode).toBe(401);
  });
});

describe('matching quality', () => {
  it('on 200 noisy rows made from the seed: precision ≥ 95%, recall ≥ 90%', async () => {
    const names = new Set(goods.map((g) => g.name));
    for (const [name] of ABSENT) expect(names.has(name), name).toBe(false);
    const rows = noisyList(goods, 200);
    const result = await imported(Buffer.from(toCsv(rows)));
    let predicted = 0;
    let expected = 0;
    let correct = 0;
    const misses: string[] = [];
    result.rows.forEach((row, index) => {
      const want = (rows[index] as ListRow).expected;
      const got = row.status === 'matched' ? (row.goods?.id ?? null) : null;
      if (got !== null) predicted += 1;
      if (want !== null) expected += 1;
      if (got !== null && got === want) correct += 1;
      else if (got !== want)
        misses.push(`${row.input.name}|${row.input.spec} → ${row.status} ${row.goods?.name ?? ''}`);
    });
    const precision = correct / predicted;
    const recall = correct / expected;
    console.log(
      `purchase-list matching, 200 rows: precision ${(precision * 100).toFixed(1)}%, recall ${(recall * 100).toFixed(1)}% (${correct} right of ${predicted} matched, ${expected} matchable)\n  ${misses.join('\n  ')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('applying a matched list', () => {
  it('adds the chosen rows to the cart with their quantities, files the rest as item-wanted, once', async () => {
    await t.database.db.execute(sql`DELETE FROM cart_items`);
    const rows = noisyList(goods, 30, 11);
    const result = await imported(Buffer.from(toCsv(rows)));
    const matched = result.rows.filter((row) => row.status === 'matched');
    const rest = result.rows.filter((row) => row.status !== 'matched');
    expect(matched.length).toBeGreaterThan(10);
    expect(rest.length).toBeGreaterThan(0);
    const stranger = new Browser(t.app);
    await stranger.login('13900139000', 'demo1234');
    const body = {
      items: matched.map((row) => ({ row: row.row, goods_id: row.goods?.id })),
      wanted: rest.map((row) => row.row),
    };
    const theirs = await stranger.request('POST', `/api/cart/import/${result.id}/apply`, { json: body });
    expect(theirs.statusCode).toBe(404);

    const notOffered = await buyer.request('POST', `/api/cart/import/${result.id}/apply`, {
      json: { items: [{ row: matched[0]?.row, goods_id: (rest[0]?.goods?.id ?? 999) + 100000 }] },
    });
    expect(notOffered.statusCode).toBe(422);

    const applied = await buyer.request('POST', `/api/cart/import/${result.id}/apply`, { json: body });
    expect(applied.statusCode, applied.body).toBe(200);
    const outcome = cartImportApplyResult.parse(applied.json().data);
    expect(outcome.wanted).toBe(rest.length);
    expect(outcome.added + outcome.skipped.length).toBe(matched.length);
    const cart = await t.database.db.execute<{ goods_id: number; number: number }>(sql`
      SELECT ci.goods_id, ci.number FROM cart_items ci JOIN users u ON u.id = ci.user_id
      WHERE u.phone = '13800138000'`);
    const skipped = new Set(outcome.skipped.map((entry) => entry.row));
    const quantities = new Map<number, number>();
    for (const row of matched)
      if (!skipped.has(row.row))
        quantities.set(
          row.goods?.id as number,
          (quantities.get(row.goods?.id as number) ?? 0) + (row.number ?? 0),
        );
    expect(new Map(cart.rows.map((row) => [row.goods_id, row.number]))).toEqual(quantities);
    const wanted = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM item_requests WHERE source = 'import'`,
    );
    expect(wanted.rows[0]?.n).toBe(rest.length);

    const again = await buyer.request('POST', `/api/cart/import/${result.id}/apply`, { json: body });
    expect(again.statusCode).toBe(409);
  });
});

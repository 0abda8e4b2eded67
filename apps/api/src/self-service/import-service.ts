import type {
  CartAddEntry,
  CartImportApplyBody,
  CartImportApplyResult,
  CartImportResult,
  ImportRow,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { addEntry } from '../cart';
import { loadBuyer } from '../catalogue';
import type { Db } from '../db/client';
import { cartImports } from '../db/schema/index';
import { conflict, FieldValidationError, fieldRefused, notFound } from '../lib/errors';
import { matchRows } from './import-match';
import { parsePurchaseList } from './import-parse';
import { insertItemRequest } from './item-requests';

/*
 * POST /api/cart/import and /api/cart/import/{id}/apply (docs/self-service.md). The matched rows are kept as
 * answered (cart_imports.rows) so that apply adds only what was offered: the goods of a row must be its match or
 * one of its alternatives. Apply is claimed once with a conditional UPDATE (a second apply is a 409), and adds
 * through the cart's own `addEntry` — standing, stock, package step and limits are the cart's rules — each row in
 * its own savepoint, so a row the cart refuses is reported and the others stay.
 */

/** How long a matched list can be applied. */
const KEPT = sql`interval '1 day'`;

const plain = { ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 as const };

export async function importPurchaseList(db: Db, userId: number, bytes: Buffer): Promise<CartImportResult> {
  const parsed = await parsePurchaseList(bytes);
  const rows = await matchRows(db, parsed);
  const id = await db.transaction(async (tx) => {
    await tx.execute(
      sql`DELETE FROM cart_imports WHERE user_id = ${userId} AND created_at < now() - ${KEPT}`,
    );
    const [stored] = await tx.insert(cartImports).values({ userId, rows }).returning({ id: cartImports.id });
    return stored?.id ?? 0;
  });
  const counts = { matched: 0, ambiguous: 0, none: 0 };
  for (const row of rows) counts[row.status] += 1;
  return { id, rows, counts };
}

/** The text an unmatched row is asked for by. */
const wantedName = (row: ImportRow) =>
  (row.input.name || row.input.trade_name || row.input.barcode || row.input.approval_no).slice(0, 60);

export async function applyImport(
  db: Db,
  userId: number,
  companyId: number,
  importId: number,
  body: CartImportApplyBody,
  nowMs = Date.now(),
): Promise<CartImportApplyResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute<{ rows: ImportRow[] }>(sql`
      UPDATE cart_imports SET applied_at = now()
      WHERE id = ${importId} AND user_id = ${userId} AND applied_at IS NULL AND created_at > now() - ${KEPT}
      RETURNING rows`);
    const [stored] = claimed.rows;
    if (!stored) {
      const seen = await tx.execute(
        sql`SELECT 1 FROM cart_imports WHERE id = ${importId} AND user_id = ${userId} AND applied_at IS NOT NULL`,
      );
      if (seen.rows.length > 0) throw conflict('该采购单已处理过，请重新上传');
      throw notFound();
    }
    const rows = new Map(stored.rows.map((row) => [row.row, row]));
    const entries = body.items.map((item, index) => {
      const row = rows.get(item.row);
      if (!row) throw fieldRefused(`items.${index}.row`, '采购单中没有这一行');
      const offered = [row.goods, ...row.alternatives].some((candidate) => candidate?.id === item.goods_id);
      if (!offered) throw fieldRefused(`items.${index}.goods_id`, '请从匹配结果中选择商品');
      return { row, goodsId: item.goods_id, number: item.number ?? row.number ?? undefined };
    });
    const buyer = await loadBuyer(tx, userId);
    if (!buyer) throw notFound();
    const result: CartImportApplyResult = { added: 0, skipped: [], wanted: 0 };
    // In goods order, like the cart's own multi-add, so two applies cannot deadlock.
    entries.sort((a, b) => a.goodsId - b.goodsId || a.row.row - b.row.row);
    for (const { row, goodsId, number } of entries) {
      const entry: CartAddEntry = { type: 0, goods_id: goodsId, number, ...plain };
      try {
        await tx.transaction((savepoint) => addEntry(savepoint, buyer, entry, nowMs));
        result.added += 1;
      } catch (error) {
        if (!(error instanceof FieldValidationError)) throw error;
        result.skipped.push({ row: row.row, name: wantedName(row), reason: error.message });
      }
    }
    for (const rowNumber of new Set(body.wanted)) {
      const row = rows.get(rowNumber);
      if (!row) throw fieldRefused('wanted', `采购单中没有第${rowNumber}行`);
      await insertItemRequest(
        tx,
        { userId, companyId },
        {
          name: wantedName(row),
          spec: row.input.spec.slice(0, 60),
          manufacturer: row.input.maker.slice(0, 60),
          approval_no: row.input.approval_no.slice(0, 40),
          number: row.number ?? 1,
          price: '',
          remark: row.input.barcode
            ? `条码 ${row.input.barcode}（采购单第${row.row}行）`
            : `采购单第${row.row}行`,
        },
        'import',
      );
      result.wanted += 1;
    }
    return result;
  });
}

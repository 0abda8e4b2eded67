import { isPromotionRunning, type PromotionKind } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { type Db, runStatement, statementOf } from '../db/client';

/*
 * The price selection a detail link carries (spec §2: goods_price_id, ladder_price_id, goods_manjian_id,
 * is_yj), chosen from what runs now; the cart prices the line again from its tables with `priceCart`.
 */

/** The ids a detail link asks for; 0 or absent = none. */
export interface RequestedPriceIds {
  goods_price_id?: number | undefined;
  goods_manjian_id?: number | undefined;
}

export interface DetailPriceIds {
  goods_price_id: number;
  goods_manjian_id: number;
  /** The buyer's company has agreed a price for the goods (议价); null when it has not. */
  negotiatedPriceFen: number | null;
}

interface PromotionWindowRow {
  id: number;
  kind: PromotionKind;
  startsAt: string;
  endsAt: string;
  dailyStart: string | null;
  dailyEnd: string | null;
}

/**
 * One round trip: the goods' promotions within their validity (the flash sale's daily session is decided
 * below by domain's `isPromotionRunning`), the full-amount activities with tiers covering it now (全场 or by
 * goods), and the company's negotiated price. Ordered by id: "the first" is the oldest, as the cart's.
 */
const selectionStatement = statementOf(sql`
  SELECT
    (SELECT coalesce(json_agg(json_build_object(
        'id', p.id, 'kind', p.kind, 'startsAt', p.starts_at, 'endsAt', p.ends_at,
        'dailyStart', p.daily_start, 'dailyEnd', p.daily_end) ORDER BY p.id), '[]')
      FROM promotion_goods pg JOIN promotions p ON p.id = pg.promotion_id
      WHERE pg.goods_id = ${sql.placeholder('goodsId')}::int
        AND p.starts_at <= ${sql.placeholder('now')}::timestamptz
        AND p.ends_at > ${sql.placeholder('now')}::timestamptz) AS promotions,
    (SELECT coalesce(json_agg(a.id ORDER BY a.id), '[]')
      FROM full_amount_activities a
      WHERE a.starts_at <= ${sql.placeholder('now')}::timestamptz
        AND a.ends_at > ${sql.placeholder('now')}::timestamptz
        AND EXISTS (SELECT 1 FROM full_amount_tiers t WHERE t.activity_id = a.id)
        AND (a.all_goods OR EXISTS (SELECT 1 FROM full_amount_goods g
          WHERE g.activity_id = a.id AND g.goods_id = ${sql.placeholder('goodsId')}::int))) AS activities,
    (SELECT n.price_fen FROM negotiated_prices n
      WHERE n.company_id = ${sql.placeholder('companyId')}::int
        AND n.goods_id = ${sql.placeholder('goodsId')}::int) AS negotiated`);

/** The requested id when it is among `running`, else the first running one, else 0: a stale link falls back. */
const chosen = (running: readonly number[], requested: number | undefined) =>
  requested !== undefined && running.includes(requested) ? requested : (running[0] ?? 0);

export async function detailPriceIds(
  db: Db,
  goodsId: number,
  companyId: number | null,
  requested: RequestedPriceIds,
  now = Date.now(),
): Promise<DetailPriceIds> {
  const [row] = await runStatement<{
    promotions: PromotionWindowRow[];
    activities: number[];
    negotiated: number | null;
  }>(db, selectionStatement, { goodsId, companyId, now: new Date(now) });
  const running = (row?.promotions ?? [])
    .filter((promotion) =>
      isPromotionRunning(
        { ...promotion, startsAt: Date.parse(promotion.startsAt), endsAt: Date.parse(promotion.endsAt) },
        now,
      ),
    )
    .map((promotion) => promotion.id);
  return {
    goods_price_id: chosen(running, requested.goods_price_id),
    goods_manjian_id: chosen(row?.activities ?? [], requested.goods_manjian_id),
    negotiatedPriceFen: row?.negotiated ?? null,
  };
}

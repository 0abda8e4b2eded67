import { isPromotionRunning, type PromotionKind } from '@yaocai/domain';

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
}

/** A promotion of the goods within its validity, as `viewer-detail.ts` reads it (JSON: times as text). */
export interface PromotionWindowRow {
  id: number;
  kind: PromotionKind;
  startsAt: string;
  endsAt: string;
  dailyStart: string | null;
  dailyEnd: string | null;
}

/** The requested id when it is among `running`, else the first running one, else 0: a stale link falls back. */
const chosen = (running: readonly number[], requested: number | undefined) =>
  requested !== undefined && running.includes(requested) ? requested : (running[0] ?? 0);

/**
 * The ids of the link from the goods' promotions within their validity (the flash sale's daily session decided
 * here by domain's `isPromotionRunning`) and the full-amount activities covering it, both ordered by id: "the
 * first" is the oldest, as the cart's.
 */
export function detailPriceIds(
  promotions: readonly PromotionWindowRow[],
  activities: readonly number[],
  requested: RequestedPriceIds,
  now = Date.now(),
): DetailPriceIds {
  const running = promotions
    .filter((promotion) =>
      isPromotionRunning(
        { ...promotion, startsAt: Date.parse(promotion.startsAt), endsAt: Date.parse(promotion.endsAt) },
        now,
      ),
    )
    .map((promotion) => promotion.id);
  return {
    goods_price_id: chosen(running, requested.goods_price_id),
    goods_manjian_id: chosen(activities, requested.goods_manjian_id),
  };
}

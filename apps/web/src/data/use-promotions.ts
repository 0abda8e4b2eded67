import { type PromotionGoods, yuanToFen } from '@yaocai/domain';
import type { ProductSummary } from '@yaocai/ui';
import { everydayPriceData, recommendationData, spikeData } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';
import { goodsHref, toSummary } from './use-goods';

/** A promoted product as a card: the promotion price where the buyer may see prices. */
export function toPromotionSummary(goods: PromotionGoods): ProductSummary {
  return {
    ...toSummary(goods),
    priceFen: goods.promotion_price === null ? null : yuanToFen(goods.promotion_price),
  };
}

/**
 * The detail links of a promotion's cards: each names the promotion (spec §2: detail links carry
 * goods_price_id), so the detail page and the cart price the goods at it.
 */
export function promotionHrefs(list: readonly PromotionGoods[]) {
  const promotionOf = new Map(list.map((goods) => [goods.id, goods.goods_price_id]));
  return (product: { id: number | string }) =>
    goodsHref(product.id, { goods_price_id: promotionOf.get(Number(product.id)) });
}

/** GET /api/index/spike — today's flash-sale session. */
export function useSpike() {
  return useRead(keys.promotion.spike, () => request('/index/spike', { schema: spikeData }));
}

/** GET /api/activity/everyday_price — everyday special prices (home block and /mrtj). */
export function useEverydayPrice() {
  return useRead(keys.promotion.everydayPrice, () =>
    request('/activity/everyday_price', { schema: everydayPriceData }),
  );
}

/** GET /api/index_wntj/1 — the home page's 为你推荐. */
export function useRecommendations() {
  return useRead(keys.promotion.recommendations, () =>
    request('/index_wntj/1', { schema: recommendationData, quiet: true }),
  );
}

import { AddToCart } from '../../components/goods/AddToCart';
import { ListStatus } from '../../components/goods/ListStatus';
import { ProductGrid } from '../../components/goods/ProductGrid';
import { promotionHrefs, toPromotionSummary, useEverydayPrice } from '../../data/use-promotions';
import { PageHeading, PageWidth } from '../../layout/page.styles';

/** /mrtj — every everyday special price, each added to the cart at its promotion (goods_price_id). */
export function EverydayPricePage() {
  const { data: everyday, error, isLoading, retry } = useEverydayPrice();
  const byId = new Map(everyday?.list.map((goods) => [goods.id, goods]));
  return (
    <PageWidth>
      <PageHeading>每日特价</PageHeading>
      <ListStatus
        loading={isLoading && !everyday}
        failed={Boolean(error) && !everyday}
        empty={everyday?.list.length === 0}
        errorText="特价商品加载失败，请重试"
        emptyText="今日暂无特价商品"
        onRetry={retry}
      />
      {everyday && everyday.list.length > 0 && (
        <ProductGrid
          label="每日特价商品"
          products={everyday.list.map(toPromotionSummary)}
          hrefFor={promotionHrefs(everyday.list)}
          renderExtra={(product) => {
            const goods = byId.get(Number(product.id));
            return (
              goods && <AddToCart goods={goods} selection={{ goods_price_id: goods.goods_price_id }} inList />
            );
          }}
        />
      )}
    </PageWidth>
  );
}

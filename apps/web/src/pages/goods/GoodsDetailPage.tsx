import {
  type GoodsDetail,
  ladderState,
  missingForFreeShipping,
  snapQuantity,
  yuanToFen,
} from '@yaocai/domain';
import { ButtonLink, FavouriteButton, LadderPriceTable, ListState, Price, TagBadge } from '@yaocai/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { AskServiceButton } from '../../components/chat/AskServiceButton';
import { GoodsControlledApply } from '../../components/controlled-sale/GoodsControlledApply';
import { AddToCart, type PriceSelection } from '../../components/goods/AddToCart';
import { GoodsAlertControls } from '../../components/goods/GoodsAlerts';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useAddFavorite, useCancelFavorite } from '../../data/use-favorite';
import { readDetailLinkParams, useGoodsActivities, useGoodsDetail } from '../../data/use-goods';
import { useUser } from '../../data/use-user';
import { PageWidth, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { ActivityStrip } from './ActivityStrip';
import {
  Actions,
  Gallery,
  Hint,
  Info,
  Layout,
  Name,
  Notice,
  PriceRow,
  Quantity,
  Tags,
} from './GoodsDetailPage.styles';
import { PackageInsert, ProductFacts, QualityInspection } from './ProductFacts';

function readId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function FavouriteControl({ goods }: { goods: GoodsDetail }) {
  const add = useAddFavorite();
  const cancel = useCancelFavorite();
  const favourited = goods.is_favorite === 1;
  const toggle = () => void (favourited ? cancel.run([goods.id]) : add.run([goods.id]));
  return (
    <FavouriteButton favourited={favourited} pending={add.pending || cancel.pending} onToggle={toggle} />
  );
}

/**
 * The price ids of the detail answer (the server's, not the link's): the cart prices the line from them.
 * A goods_price_id that names one of this product's flash sales makes a flash-sale line (type 1).
 */
function usePriceSelection(goods: GoodsDetail): PriceSelection | null {
  const { data, isLoading } = useGoodsActivities(goods.id);
  // Until the activities answer, whether the line is a flash sale is unknown (a failure reads as none).
  if (isLoading) return null;
  const activities = data?.list ?? [];
  const flashSale = activities.some(
    (activity) => activity.kind === 'spike' && activity.id === goods.goods_price_id,
  );
  return {
    goods_price_id: goods.goods_price_id,
    ladder_price_id: goods.ladder_price_id,
    goods_manjian_id: goods.goods_manjian_id,
    is_yj: goods.is_yj,
    type: flashSale ? 1 : 0,
  };
}

/**
 * The price beside 价格 for the chosen quantity, as the cart will charge it (domain `ladderState`, the rule the
 * pricing engine applies): the ladder tier the quantity reaches, else the goods' price. A negotiated price (is_yj)
 * replaces the ladder, as in the engine. The price it comes down from is shown struck through.
 */
function headlinePrice(
  goods: GoodsDetail,
  tiers: { number: number; priceFen: number }[],
  quantity: number,
): { priceFen: number | null; originalPriceFen?: number } {
  if (goods.price === null) return { priceFen: null };
  const priceFen = yuanToFen(goods.price);
  const listFen = goods.base_price ? yuanToFen(goods.base_price) : undefined;
  if (goods.is_yj === 1 || tiers.length === 0) return { priceFen, originalPriceFen: listFen };
  const ladder = ladderState(
    tiers.map((tier) => ({ minNumber: tier.number, priceFen: tier.priceFen })),
    quantity,
    priceFen,
  );
  const reached = ladder.unitPriceFen !== priceFen;
  return { priceFen: ladder.unitPriceFen, originalPriceFen: reached ? (listFen ?? priceFen) : listFen };
}

function Detail({ goods }: { goods: GoodsDetail }) {
  const { signedIn } = useUser();
  const selection = usePriceSelection(goods);
  // The domain quantity rule: whole middle packages (zbz), at most the stock. The stepper keeps it;
  // with nothing orderable (stock below one package) it is off and the ladder reads quantity 0.
  const rule = { step: goods.zbz, max: goods.number };
  const [quantity, setQuantity] = useState(() => snapQuantity(Number.NaN, rule) ?? 0);
  const tiers = (goods.ladder_price ?? []).map((tier) => ({
    number: tier.number,
    priceFen: yuanToFen(tier.price),
  }));
  const missing = goods.is_dpby === 1 ? missingForFreeShipping(goods.qg_number, quantity) : 0;
  const headline = headlinePrice(goods, tiers, quantity);
  const tags = goods.tags.filter((tag) => tag.is_show === 1);

  return (
    <Layout>
      <Gallery>
        <img src={goods.goods_image[0]} alt={goods.name} width={360} height={360} />
      </Gallery>
      <Info>
        <Name>{goods.name}</Name>
        {tags.length > 0 && (
          <Tags aria-label="商品标签">
            {tags.map((tag) => (
              <TagBadge key={tag.name} name={tag.name} describe={tag.describe} />
            ))}
          </Tags>
        )}
        <PriceRow>
          <span>价格</span>
          <Price priceFen={headline.priceFen} originalPriceFen={headline.originalPriceFen} size="lg" />
        </PriceRow>
        <ActivityStrip goods={goods} />
        <ProductFacts goods={goods} />
        {signedIn && goods.is_buy === 1 && (
          <Quantity>
            <span aria-hidden="true">采购数量</span>
            <AddToCart
              goods={goods}
              selection={selection}
              quantity={quantity}
              onQuantityChange={setQuantity}
            />
          </Quantity>
        )}
        {tiers.length > 0 && <LadderPriceTable tiers={tiers} quantity={quantity} unit={goods.bzdw} />}
        {goods.is_dpby === 1 && (
          <Hint role="status">
            {missing > 0
              ? `单品包邮：满 ${goods.qg_number}${goods.bzdw} 包邮，还差 ${missing}${goods.bzdw}`
              : `单品包邮：已满 ${goods.qg_number}${goods.bzdw}，本品包邮`}
          </Hint>
        )}
        {goods.is_buy === 0 && goods.buy_reason && <Notice role="note">{goods.buy_reason}</Notice>}
        <GoodsControlledApply goods={goods} />
        <Actions>
          {signedIn ? (
            <>
              <FavouriteControl goods={goods} />
              <GoodsAlertControls goodsId={goods.id} outOfStock={goods.number <= 0} />
            </>
          ) : (
            <ButtonLink
              href={`/login?redirect=${encodeURIComponent(`/list_info/${goods.id}`)}`}
              renderLink={renderRouterLink}
            >
              登录后购买
            </ButtonLink>
          )}
          <QualityInspection goods={goods} />
          <AskServiceButton card={{ goods_id: goods.id }} />
        </Actions>
        <PackageInsert goods={goods} />
      </Info>
    </Layout>
  );
}

/**
 * /list_info/:id (alias /list/info/:id) — one product: prices, ladder, free shipping, facts, favourite and
 * add to cart; the link's price ids (spec §2) go to the detail request.
 */
export function GoodsDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = readId(params.id);
  const detail = useGoodsDetail(id, readDetailLinkParams(search));

  if (id === null || detail.notFound) return <StatusMessage message="商品不存在或已下架" homeLink />;
  if (detail.isLoading && !detail.data) {
    return (
      <PageWidth>
        <ListState status="loading" />
      </PageWidth>
    );
  }
  if (!detail.data) {
    return (
      <PageWidth>
        <ListState status="error" errorText="商品加载失败，请重试" onRetry={detail.retry}>
          <TextLink to="/">返回首页</TextLink>
        </ListState>
      </PageWidth>
    );
  }
  return (
    <PageWidth>
      <Detail key={detail.data.id} goods={detail.data} />
    </PageWidth>
  );
}

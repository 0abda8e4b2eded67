import { Button, Countdown } from '@yaocai/ui';
import { styled } from 'styled-components';
import { AddToCart } from '../../components/goods/AddToCart';
import { ProductGrid } from '../../components/goods/ProductGrid';
import { toSummary } from '../../data/use-goods';
import {
  promotionHrefs,
  toPromotionSummary,
  useEverydayPrice,
  useRecommendations,
  useSpike,
} from '../../data/use-promotions';
import { Muted, TextLink } from '../../layout/page.styles';
import { CardTitle } from './HomePage.styles';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const Limit = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 限时秒杀: today's session with a countdown ticking from the server's clock (spec §4 clocks). */
export function FlashSale() {
  const { data: spike, error, retry } = useSpike();
  if (error && !spike) {
    return (
      <Section role="alert">
        <Muted>秒杀活动加载失败</Muted>
        <Button onClick={retry}>重试</Button>
      </Section>
    );
  }
  if (!spike || spike.status === 'none' || spike.list.length === 0) return null;
  return (
    <Section aria-labelledby="flash-sale-title">
      <Head>
        <CardTitle id="flash-sale-title">{spike.title}</CardTitle>
        <Countdown
          key={`${spike.start}-${spike.timestamp}`}
          serverTime={spike.timestamp}
          start={spike.start}
          end={spike.end}
          label="秒杀倒计时"
          onEnd={retry}
        />
      </Head>
      <ProductGrid
        columns={4}
        products={spike.list.slice(0, 4).map(toPromotionSummary)}
        hrefFor={promotionHrefs(spike.list)}
        renderExtra={(product) => {
          const goods = spike.list.find((item) => item.id === product.id);
          const limit = goods?.limit_per_buyer ?? 0;
          return (
            <>
              {limit > 0 && (
                <Limit>
                  每人限购 {limit}
                  {product.unit}
                </Limit>
              )}
              {/* Only a running session sells at the flash price: the line is a flash-sale line (type 1). */}
              {goods && spike.status === 'ongoing' && (
                <AddToCart
                  goods={goods}
                  selection={{ goods_price_id: goods.goods_price_id, type: 1 }}
                  inList
                />
              )}
            </>
          );
        }}
      />
    </Section>
  );
}

/** 每日特价: the first special prices, with a link to /mrtj for all of them. */
export function EverydayPrice() {
  const { data: everyday } = useEverydayPrice();
  if (!everyday || everyday.list.length === 0) return null;
  return (
    <Section aria-labelledby="everyday-title">
      <Head>
        <CardTitle id="everyday-title">{everyday.title}</CardTitle>
        <TextLink to="/mrtj">查看全部</TextLink>
      </Head>
      <ProductGrid
        columns={4}
        products={everyday.list.slice(0, 4).map(toPromotionSummary)}
        hrefFor={promotionHrefs(everyday.list)}
        renderExtra={(product) => {
          const goods = everyday.list.find((item) => item.id === product.id);
          return (
            goods && <AddToCart goods={goods} selection={{ goods_price_id: goods.goods_price_id }} inList />
          );
        }}
      />
    </Section>
  );
}

/** 为你推荐: from the categories of the buyer's favourites, else premium goods (a failure just hides it). */
export function Recommendations() {
  const { data } = useRecommendations();
  if (!data || data.list.length === 0) return null;
  return (
    <Section aria-labelledby="recommend-title">
      <Head>
        <CardTitle id="recommend-title">{data.title}</CardTitle>
      </Head>
      <ProductGrid
        columns={4}
        products={data.list.map(toSummary)}
        renderExtra={(product) => {
          const goods = data.list.find((item) => item.id === product.id);
          return goods && <AddToCart goods={goods} inList />;
        }}
      />
    </Section>
  );
}

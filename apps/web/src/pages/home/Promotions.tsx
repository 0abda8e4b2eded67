import { Countdown, ProductCard } from '@yaocai/ui';
import { styled } from 'styled-components';
import { goodsHref, toSummary } from '../../data/goods';
import { toPromotionSummary, useEverydayPrice, useRecommendations, useSpike } from '../../data/promotions';
import { Muted, PrimaryButton, TextLink } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { sessionFlag } from '../../lib/session-flag';
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

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

const Limit = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 限时秒杀: today's session with a countdown ticking from the server's clock (spec §4 clocks). */
export function FlashSale() {
  const { spike, error, retry } = useSpike();
  if (error && !spike) {
    return (
      <Section role="alert">
        <Muted>秒杀活动加载失败</Muted>
        <PrimaryButton type="button" onClick={retry}>
          重试
        </PrimaryButton>
      </Section>
    );
  }
  if (!spike || spike.status === 'none' || spike.list.length === 0) return null;
  const priceHidden = !sessionFlag.isSignedIn();
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
      <Cards>
        {spike.list.slice(0, 4).map((goods) => (
          <li key={goods.id}>
            <ProductCard
              product={toPromotionSummary(goods)}
              href={goodsHref(goods.id)}
              priceHidden={priceHidden}
              renderLink={renderRouterLink}
            >
              {goods.limit_per_buyer > 0 && (
                <Limit>
                  每人限购 {goods.limit_per_buyer}
                  {goods.bzdw}
                </Limit>
              )}
            </ProductCard>
          </li>
        ))}
      </Cards>
    </Section>
  );
}

/** 每日特价: the first special prices, with a link to /mrtj for all of them. */
export function EverydayPrice() {
  const { everyday } = useEverydayPrice();
  if (!everyday || everyday.list.length === 0) return null;
  const priceHidden = !sessionFlag.isSignedIn();
  return (
    <Section aria-labelledby="everyday-title">
      <Head>
        <CardTitle id="everyday-title">{everyday.title}</CardTitle>
        <TextLink to="/mrtj">查看全部</TextLink>
      </Head>
      <Cards>
        {everyday.list.slice(0, 4).map((goods) => (
          <li key={goods.id}>
            <ProductCard
              product={toPromotionSummary(goods)}
              href={goodsHref(goods.id)}
              priceHidden={priceHidden}
              renderLink={renderRouterLink}
            />
          </li>
        ))}
      </Cards>
    </Section>
  );
}

/** 为你推荐: from the categories of the buyer's favourites, else premium goods (a failure just hides it). */
export function Recommendations() {
  const data = useRecommendations();
  if (!data || data.list.length === 0) return null;
  const priceHidden = !sessionFlag.isSignedIn();
  return (
    <Section aria-labelledby="recommend-title">
      <Head>
        <CardTitle id="recommend-title">{data.title}</CardTitle>
      </Head>
      <Cards>
        {data.list.map((goods) => (
          <li key={goods.id}>
            <ProductCard
              product={toSummary(goods)}
              href={goodsHref(goods.id)}
              priceHidden={priceHidden}
              renderLink={renderRouterLink}
            />
          </li>
        ))}
      </Cards>
    </Section>
  );
}

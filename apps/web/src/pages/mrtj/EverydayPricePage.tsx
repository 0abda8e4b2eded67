import { ProductCard } from '@yaocai/ui';
import { styled } from 'styled-components';
import { goodsHref } from '../../data/goods';
import { toPromotionSummary, useEverydayPrice } from '../../data/promotions';
import { Muted, PageWidth, Panel, PrimaryButton } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';
import { sessionFlag } from '../../lib/session-flag';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 500;
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** /mrtj — every everyday special price. */
export function EverydayPricePage() {
  const { everyday, error, isLoading, retry } = useEverydayPrice();
  const priceHidden = !sessionFlag.isSignedIn();
  return (
    <PageWidth>
      <Heading>每日特价</Heading>
      {isLoading && !everyday && (
        <Panel aria-busy="true">
          <Muted>加载中…</Muted>
        </Panel>
      )}
      {Boolean(error) && !everyday && (
        <Panel role="alert">
          <Muted>特价商品加载失败，请重试</Muted>
          <PrimaryButton type="button" onClick={retry}>
            重试
          </PrimaryButton>
        </Panel>
      )}
      {everyday && everyday.list.length === 0 && (
        <Panel role="status">
          <Muted>今日暂无特价商品</Muted>
        </Panel>
      )}
      {everyday && everyday.list.length > 0 && (
        <Grid aria-label="每日特价商品">
          {everyday.list.map((goods) => (
            <li key={goods.id}>
              <ProductCard
                product={toPromotionSummary(goods)}
                href={goodsHref(goods.id)}
                priceHidden={priceHidden}
                renderLink={renderRouterLink}
              />
            </li>
          ))}
        </Grid>
      )}
    </PageWidth>
  );
}

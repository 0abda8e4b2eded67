import type { ActivityPageData } from '@yaocai/domain';
import { Countdown } from '@yaocai/ui';
import { styled } from 'styled-components';
import { AddToCart } from '../../components/goods/AddToCart';
import { ListStatus } from '../../components/goods/ListStatus';
import { ProductGrid } from '../../components/goods/ProductGrid';
import { StatusMessage } from '../../components/status/StatusMessage';
import { useActivityPage } from '../../data/use-activity-pages';
import { toSummary } from '../../data/use-goods';
import { Panel } from '../../layout/page.styles';

const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 1200 / 300;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;

  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Rules = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space[5]};
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h3 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Floor = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]};

  h3 { margin: 0 0 ${({ theme }) => theme.space[3]}; font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

/** One activity page: banner, title with its countdown (server clock), rules, goods floors with add-to-cart. */
export function ActivityView({ id }: { id: number }) {
  const { data: page, error, notFound, isLoading, retry } = useActivityPage(id);
  if (notFound) return <StatusMessage message="活动不存在或已结束" homeLink />;
  if (!page) {
    return (
      <ListStatus
        loading={isLoading}
        failed={Boolean(error)}
        empty={false}
        errorText="活动加载失败，请重试"
        emptyText=""
        onRetry={retry}
      />
    );
  }
  return <ActivityBody page={page} onEnd={retry} />;
}

/**
 * The body every activity page shares (its banner, countdown, rules and goods floors): `/yjh`, `/Hdzx`, the
 * templates, `/welfare` and `/yyh`. A goods with `store_wide_price` shows what one unit costs in the 全场94折 (the card
 * shows it, as on every list).
 */
export function ActivityBody({
  page,
  onEnd,
  children,
}: {
  page: ActivityPageData;
  onEnd: () => void;
  /** Below the rules: what the page adds (the 94折's audience note, a pager). */
  children?: React.ReactNode;
}) {
  const goodsCount = page.floors.reduce((sum, floor) => sum + floor.list.length, 0);
  return (
    <article aria-label={page.title}>
      {page.banner && <Banner src={page.banner} alt={page.title} width={1200} height={300} />}
      <Head>
        <h2>{page.title}</h2>
        <Countdown
          key={`${page.id}-${page.timestamp}`}
          serverTime={page.timestamp}
          start={page.start}
          end={page.end}
          label={`${page.title}倒计时`}
          onEnd={onEnd}
        />
      </Head>
      <Rules aria-label="活动规则">
        <h3>活动规则</h3>
        {page.rules}
      </Rules>
      {children}
      {goodsCount === 0 && <StatusMessage message="活动商品正在准备中，敬请期待" />}
      {page.floors
        .filter((floor) => floor.list.length > 0)
        .map((floor) => {
          const byId = new Map(floor.list.map((goods) => [goods.id, goods]));
          return (
            <Floor key={floor.title} aria-label={floor.title}>
              <h3>{floor.title}</h3>
              <ProductGrid
                label={`${floor.title}商品`}
                products={floor.list.map(toSummary)}
                renderExtra={(product) => {
                  const goods = byId.get(Number(product.id));
                  if (!goods || page.status !== 'ongoing') return null;
                  return <AddToCart goods={goods} inList />;
                }}
              />
            </Floor>
          );
        })}
    </article>
  );
}

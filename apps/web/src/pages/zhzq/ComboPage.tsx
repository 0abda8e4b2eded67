import type { Combination } from '@yaocai/domain';
import { ButtonLink, ComboCard, ListState } from '@yaocai/ui';
import { useLocation } from 'react-router-dom';
import { ListStatus } from '../../components/goods/ListStatus';
import { useAddToCart, useCombinations } from '../../data/use-cart';
import { useUser } from '../../data/use-user';
import { CardList, PageHeading, PageWidth } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';

/** One combination, added as one type-3 line (spec §3: a combination line holds the combination, not goods). */
function ComboItem({ combo }: { combo: Combination }) {
  const add = useAddToCart();
  return (
    <ComboCard
      name={combo.name}
      parts={combo.parts.map((part) => ({
        name: part.name,
        spec: part.ypgg,
        maker: part.sccj,
        imageSrc: part.goods_image[0],
        units: part.number,
        unit: part.bzdw,
      }))}
      price={combo.price}
      originalPrice={combo.original_price}
      stock={combo.stock}
      adding={add.pending}
      onAdd={(sets) => void add.run([{ type: 3, combination_id: combo.id, number: sets }])}
    />
  );
}

/** /zhzq — combination purchase (spec §2, no category menu): the combinations on sale, each added as one line. */
export function ComboPage() {
  const { signedIn } = useUser();
  const location = useLocation();
  const combos = useCombinations();
  const list = combos.data?.list;

  return (
    <PageWidth>
      <PageHeading>组合购买</PageHeading>
      {signedIn ? (
        <>
          <ListStatus
            loading={!list && !combos.error}
            failed={Boolean(combos.error) && !list}
            empty={list?.length === 0}
            errorText="组合套餐加载失败，请重试"
            emptyText="暂无组合套餐，敬请期待"
            onRetry={combos.retry}
          />
          {list && list.length > 0 && (
            <CardList>
              {list.map((combo) => (
                <li key={combo.id}>
                  <ComboItem combo={combo} />
                </li>
              ))}
            </CardList>
          )}
        </>
      ) : (
        // A set price is a price: visitors see none (spec §6), so they are asked to sign in first.
        <ListState status="empty" emptyText="组合套餐价格登录可见">
          <ButtonLink
            href={`/login?redirect=${encodeURIComponent(location.pathname)}`}
            renderLink={renderRouterLink}
          >
            登录查看
          </ButtonLink>
        </ListState>
      )}
    </PageWidth>
  );
}

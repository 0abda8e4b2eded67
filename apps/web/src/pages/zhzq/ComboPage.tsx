import { type Combination, yuanToFen } from '@yaocai/domain';
import { Button, ListState, Price, QuantityStepper } from '@yaocai/ui';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAddToCart, useCombinations } from '../../data/use-cart';
import { useUser } from '../../data/use-user';
import { PageHeading, PageWidth, PrimaryLink } from '../../layout/page.styles';
import { ListStatus } from '../goods/ListStatus';
import { Buy, Card, Cards, Head, Part, Parts, Stock } from './ComboPage.styles';

/**
 * One combination: its parts with their units per set, the set price against the parts bought separately,
 * and 加入购物车 as one type-3 line (spec §3: a combination line holds the combination, not goods).
 */
function ComboItem({ combo }: { combo: Combination }) {
  const titleId = useId();
  const add = useAddToCart();
  // Sets are whole units (no package step); at most what the scarcest part's stock allows.
  const [sets, setSets] = useState(1);
  const soldOut = combo.stock < 1;
  return (
    <Card aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>{combo.name}</h2>
        <Price priceFen={yuanToFen(combo.price)} originalPriceFen={yuanToFen(combo.original_price)} />
      </Head>
      <Parts aria-label={`${combo.name}包含的商品`}>
        {combo.parts.map((part) => (
          <Part key={part.goods_id}>
            <img src={part.goods_image[0]} alt="" width={64} height={64} loading="lazy" />
            <div>
              <strong>{part.name}</strong>
              <span>
                {part.ypgg} · {part.sccj}
              </span>
            </div>
            <span>
              ×{part.number}
              {part.bzdw}
            </span>
          </Part>
        ))}
      </Parts>
      <Buy>
        <Stock>{soldOut ? '已售罄' : `可购 ${combo.stock} 套`}</Stock>
        <QuantityStepper
          value={sets}
          onValueChange={setSets}
          max={combo.stock}
          unit="套"
          label={`${combo.name}购买套数`}
        />
        <Button
          aria-label={`加入购物车：${combo.name}`}
          loading={add.pending}
          disabled={soldOut}
          onClick={() => void add.run([{ type: 3, combination_id: combo.id, number: sets }])}
        >
          加入购物车
        </Button>
      </Buy>
    </Card>
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
            <Cards>
              {list.map((combo) => (
                <li key={combo.id}>
                  <ComboItem combo={combo} />
                </li>
              ))}
            </Cards>
          )}
        </>
      ) : (
        // A set price is a price: visitors see none (spec §6), so they are asked to sign in first.
        <ListState status="empty" emptyText="组合套餐价格登录可见">
          <PrimaryLink to={`/login?redirect=${encodeURIComponent(location.pathname)}`}>登录查看</PrimaryLink>
        </ListState>
      )}
    </PageWidth>
  );
}

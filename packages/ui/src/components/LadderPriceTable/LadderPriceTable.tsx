import { useId } from 'react';
import { formatFen } from '../../internal/money';
import { CurrentMark, Hint, Root, Row, Table } from './LadderPriceTable.styles';

/** One price tier: buying at least `number` units costs `priceFen` each (goods' `ladder_price`). */
export interface LadderTier {
  /** Minimum quantity for this tier. */
  number: number;
  /** Unit price at this tier, in integer fen. */
  priceFen: number;
}

export interface LadderPriceTableProps {
  /** The tiers in ascending quantity. */
  tiers: LadderTier[];
  /** The quantity the buyer has chosen. */
  quantity: number;
  /** Packaging unit (goods' `bzdw`), e.g. 盒, 瓶. @default '件' */
  unit?: string;
  /** Table caption. @default '阶梯价格' */
  caption?: string;
}

type TierState = 'passed' | 'current' | 'pending';

/** Index of the highest tier the quantity reaches, or -1 below the first tier. */
function reachedTier(tiers: LadderTier[], quantity: number): number {
  let reached = -1;
  tiers.forEach((tier, index) => {
    if (quantity >= tier.number) reached = index;
  });
  return reached;
}

/**
 * Ladder prices for one product (spec §4): the best tier the chosen quantity reaches is highlighted,
 * the tiers it beats are struck through, and a hint says how many more units reach the next tier.
 */
export function LadderPriceTable({
  tiers,
  quantity,
  unit = '件',
  caption = '阶梯价格',
}: LadderPriceTableProps) {
  const hintId = useId();
  if (tiers.length === 0) return null;

  const reached = reachedTier(tiers, quantity);
  const next = tiers[reached + 1];
  const top = tiers[tiers.length - 1]!;
  const hint = next
    ? `再买 ${next.number - quantity} ${unit} 可享 ${formatFen(next.priceFen)}`
    : `已享最高档优惠 ${formatFen(top.priceFen)}`;

  return (
    <Root data-ui="LadderPriceTable">
      <Table aria-describedby={hintId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">采购数量</th>
            <th scope="col">单价</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => {
            const state: TierState = index < reached ? 'passed' : index === reached ? 'current' : 'pending';
            const price = formatFen(tier.priceFen);
            return (
              <Row key={tier.number} data-state={state} aria-current={state === 'current' || undefined}>
                <th scope="row">
                  {tier.number} {unit}起
                </th>
                <td>
                  {state === 'passed' ? <del>{price}</del> : price}
                  {state === 'current' && <CurrentMark>当前价</CurrentMark>}
                </td>
              </Row>
            );
          })}
        </tbody>
      </Table>
      {/* Announced politely as the buyer changes the quantity. */}
      <Hint id={hintId} role="status">
        {hint}
      </Hint>
    </Root>
  );
}

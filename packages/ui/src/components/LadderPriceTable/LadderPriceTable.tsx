import { ladderState } from '@yaocai/domain/pricing';
import { formatFen } from '@yaocai/domain/print';
import { useId } from 'react';
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

  // Which tier is reached is a pricing rule (domain `ladderState`); the table only shows it. The
  // base price is not shown here, so any value serves.
  const state = ladderState(
    tiers.map((tier) => ({ minNumber: tier.number, priceFen: tier.priceFen })),
    quantity,
    0,
  );
  const top = state.tiers[state.tiers.length - 1]!;
  const hint = state.next
    ? `再买 ${state.next.missing} ${unit} 可享 ${formatFen(state.next.priceFen)}`
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
          {state.tiers.map((tier) => {
            const tierState: TierState = tier.current ? 'current' : tier.reached ? 'passed' : 'pending';
            const price = formatFen(tier.priceFen);
            return (
              <Row key={tier.minNumber} data-state={tierState} aria-current={tier.current || undefined}>
                <th scope="row">
                  {tier.minNumber} {unit}起
                </th>
                <td>
                  {tierState === 'passed' ? <del>{price}</del> : price}
                  {tier.current && <CurrentMark>当前价</CurrentMark>}
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

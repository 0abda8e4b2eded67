import { giftUnitsToReturn, takesGiftsBack } from '@yaocai/domain/after-sales';
import type { AfterSaleType } from '@yaocai/domain/print';
import { Checkbox } from '../Checkbox/Checkbox';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper';
import { Lines, Muted } from './AfterSalesForm.styles';

/** A line of the order the buyer may ask about. */
export interface AfterSalesFormLine {
  id: number;
  name: string;
  /** 规格, e.g. 0.25g*24粒; for a combination, what one set holds. */
  spec: string;
  /** 包装单位, e.g. 盒; 套 for a combination (asked in whole sets). */
  unit: string;
  /** Units (sets) still returnable: delivered − returned − in an open request (0: shown, not selectable). */
  returnable: number;
  gift?: boolean;
  /**
   * A gift recorded with what earned it: on 退货退款 / 仅退款 it is not chosen but follows its trigger lines
   * (`triggerLineIds`: the line and its split part), the units the kept quantity no longer earns under buy `buy`
   * get `get`, of the `given` units the order gave.
   */
  giftRule?: { triggerLineIds: readonly number[]; buy: number; get: number; given: number };
}

/** Whether the line is chosen by the buyer under this kind (a recorded gift follows on 退货退款 / 仅退款). */
export const isChoosable = (line: AfterSalesFormLine, type: AfterSaleType) =>
  line.returnable > 0 && !(line.giftRule && takesGiftsBack(type));

/** The gift units that follow the chosen trigger units (the server's rule, shown before sending). */
export function followingGiftUnits(
  line: AfterSalesFormLine,
  lines: readonly AfterSalesFormLine[],
  numbers: Readonly<Record<number, number>>,
): number {
  const rule = line.giftRule;
  if (!rule) return 0;
  const kept = lines
    .filter((trigger) => rule.triggerLineIds.includes(trigger.id))
    .reduce((sum, trigger) => sum + trigger.returnable - (numbers[trigger.id] ?? 0), 0);
  return giftUnitsToReturn(
    rule,
    { givenUnits: rule.given, giftHeldUnits: rule.given - line.returnable },
    kept,
  );
}

interface LinesTableProps {
  lines: readonly AfterSalesFormLine[];
  type: AfterSaleType;
  numbers: Readonly<Record<number, number>>;
  onNumbersChange: (update: (all: Record<number, number>) => Record<number, number>) => void;
  describedBy?: string;
}

/** The lines with a checkbox and a stepper capped at returnable; gifts that follow show 赠品随退 and their units. */
export function LinesTable({ lines, type, numbers, onNumbersChange, describedBy }: LinesTableProps) {
  const giftsFollow = takesGiftsBack(type);
  return (
    <Lines aria-describedby={describedBy}>
      <caption>售后商品（数量不超过可申请数量；套餐按套申请）</caption>
      <thead>
        <tr>
          <th scope="col">选择</th>
          <th scope="col">商品</th>
          <th scope="col">可申请</th>
          <th scope="col">申请数量</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const follows = giftsFollow && line.giftRule !== undefined;
          const chosen = isChoosable(line, type) && numbers[line.id] !== undefined;
          const giftBack = follows ? followingGiftUnits(line, lines, numbers) : 0;
          const name = line.gift ? `${line.name}（赠品）` : line.name;
          return (
            <tr key={line.id}>
              <td>
                <Checkbox
                  label={`选择 ${name}`}
                  disabled={!isChoosable(line, type)}
                  checked={chosen}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    onNumbersChange((all) => {
                      const { [line.id]: _dropped, ...rest } = all;
                      return checked ? { ...all, [line.id]: line.returnable } : rest;
                    });
                  }}
                />
              </td>
              <th scope="row">
                {line.name}
                {line.gift && '（赠品）'} <Muted>{line.spec}</Muted>
              </th>
              <td>
                {line.returnable}
                {line.unit}
              </td>
              <td>
                {chosen ? (
                  <QuantityStepper
                    label={`${name} 申请数量`}
                    min={1}
                    max={line.returnable}
                    unit={line.unit}
                    value={numbers[line.id]}
                    onValueChange={(number) => onNumbersChange((all) => ({ ...all, [line.id]: number }))}
                  />
                ) : follows ? (
                  <output aria-live="polite">
                    {giftBack > 0 ? `赠品随退 ${giftBack}${line.unit}` : <Muted>随购买商品自动计算</Muted>}
                  </output>
                ) : (
                  <Muted>{line.returnable === 0 ? '不可申请' : '—'}</Muted>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Lines>
  );
}

import { quantityRange, snapQuantity, stepQuantity } from '@yaocai/domain/quantity';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { Input, Root, StepButton, Unit } from './QuantityStepper.styles';

export interface QuantityStepperProps {
  /** The quantity, when controlled; kept on the rule by the stepper. */
  value?: number;
  /** Starting quantity when uncontrolled; snapped onto the rule. @default the smallest allowed */
  defaultValue?: number;
  /** Called with every new quantity, always a whole number of packages within the bounds. */
  onValueChange?: (quantity: number) => void;
  /** Units per middle package (goods' `zbz`); quantities move in these steps. @default 1 */
  step?: number;
  /** Smallest quantity, e.g. a minimum purchase; raised to one step at least. */
  min?: number;
  /** Largest quantity, e.g. the stock or a purchase limit. */
  max?: number;
  /** Packaging unit shown after the number (goods' `bzdw`), e.g. 盒. */
  unit?: string;
  /** Accessible name of the number field. @default '采购数量' */
  label?: string;
  /** Turns the whole stepper off. @default false */
  disabled?: boolean;
}

/**
 * A quantity in whole packages (spec §4), by the domain rule `snapQuantity`: − and + move one
 * package and switch off at the bounds; typed text is kept as typed and snapped on blur or Enter,
 * so a buyer can clear the field and type a new number.
 */
export function QuantityStepper({
  value,
  defaultValue,
  onValueChange,
  step = 1,
  min,
  max,
  unit,
  label = '采购数量',
  disabled = false,
}: QuantityStepperProps) {
  const rule = { step, min, max };
  const range = quantityRange(rule);
  const [quantity, setQuantity] = useControllableState(
    value,
    snapQuantity(defaultValue ?? Number.NaN, rule) ?? 0,
    onValueChange,
  );
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const off = disabled || range === null;
  const commit = (next: number | null) => {
    if (next === null) return;
    setText(String(next));
    if (next !== quantity) setQuantity(next);
  };
  const keyMove = (key: string): number | null | undefined => {
    switch (key) {
      case 'Enter':
        return snapQuantity(Number(text), rule);
      case 'ArrowUp':
        return stepQuantity(quantity, 1, rule);
      case 'ArrowDown':
        return stepQuantity(quantity, -1, rule);
      case 'Home':
        return range?.min ?? null;
      case 'End':
        return range && Number.isFinite(range.max) ? range.max : null;
      default:
        return undefined;
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = keyMove(event.key);
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  return (
    <Root data-ui="QuantityStepper" data-disabled={off || undefined}>
      <StepButton
        type="button"
        aria-label={`减少${label}`}
        disabled={off || quantity <= (range?.min ?? 0)}
        onClick={() => commit(stepQuantity(quantity, -1, rule))}
      >
        −
      </StepButton>
      <Input
        role="spinbutton"
        inputMode="numeric"
        aria-label={label}
        aria-valuenow={range ? quantity : undefined}
        aria-valuemin={range?.min}
        aria-valuemax={range && Number.isFinite(range.max) ? range.max : undefined}
        aria-valuetext={range ? `${quantity}${unit ?? ''}` : '无可购数量'}
        disabled={off}
        value={range ? text : ''}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={() => commit(snapQuantity(Number(text), rule))}
        onKeyDown={onKeyDown}
      />
      <StepButton
        type="button"
        aria-label={`增加${label}`}
        disabled={off || quantity >= (range?.max ?? 0)}
        onClick={() => commit(stepQuantity(quantity, 1, rule))}
      >
        +
      </StepButton>
      {unit && <Unit aria-hidden="true">{unit}</Unit>}
    </Root>
  );
}

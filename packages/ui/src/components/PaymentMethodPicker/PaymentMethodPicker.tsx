import type { PayMethod } from '@yaocai/domain/print';
import { type ReactNode, useId } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { Detail, Empty, Legend, Method, MethodText, Reason, Root } from './PaymentMethodPicker.styles';

/** The payment methods the API offers (issue #9 §2, #24: 支付宝 and 微信支付 where configured). */
export type PaymentMethodId = PayMethod;

/** One way to pay, as step 3 offers it. */
export interface PaymentMethod {
  id: PaymentMethodId;
  /** e.g. 余额支付. */
  label: ReactNode;
  /** What the buyer has for it, e.g. 可用余额 ¥1200.00. */
  detail?: ReactNode;
  /** The method cannot pay this order. @default false */
  disabled?: boolean;
  /** Why it cannot, e.g. 余额不足; read with the option. */
  disabledReason?: ReactNode;
}

export interface PaymentMethodPickerProps {
  /** The methods in order. */
  methods: readonly PaymentMethod[];
  /** The chosen method, when controlled; null when none is chosen. */
  value?: PaymentMethodId | null;
  /** The method chosen first when uncontrolled. @default null */
  defaultValue?: PaymentMethodId | null;
  /** Called when the buyer chooses a method. */
  onValueChange?: (value: PaymentMethodId) => void;
  /** The group's name, shown as its legend. @default '选择支付方式' */
  label?: string;
  /** Radio group name; one is made when omitted. */
  name?: string;
}

/**
 * The payment methods as a radio group of native radios: arrow keys move between the enabled
 * options and a disabled one says why. Native inputs give the keyboard and screen-reader behaviour
 * without a dependency; a Radix radio group would add a package for what the browser already does.
 */
export function PaymentMethodPicker({
  methods,
  value,
  defaultValue = null,
  onValueChange,
  label = '选择支付方式',
  name,
}: PaymentMethodPickerProps) {
  const madeName = useId();
  const groupName = name ?? madeName;
  const [chosen, setChosen] = useControllableState<PaymentMethodId | null>(
    value,
    defaultValue,
    onValueChange as ((next: PaymentMethodId | null) => void) | undefined,
  );
  return (
    <Root data-ui="PaymentMethodPicker">
      <Legend>{label}</Legend>
      {methods.length === 0 && <Empty role="status">暂无可用的支付方式</Empty>}
      {methods.map((method) => {
        const id = `${groupName}-${method.id}`;
        const checked = chosen === method.id;
        return (
          <Method
            key={method.id}
            htmlFor={id}
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={method.disabled || undefined}
          >
            <input
              type="radio"
              id={id}
              name={groupName}
              value={method.id}
              checked={checked}
              disabled={method.disabled}
              // The label wraps the detail too; the name is the method alone, the detail its description.
              aria-labelledby={`${id}-label`}
              aria-describedby={method.detail || method.disabledReason ? `${id}-detail` : undefined}
              onChange={() => setChosen(method.id)}
            />
            <MethodText>
              <strong id={`${id}-label`}>{method.label}</strong>
              <Detail id={`${id}-detail`}>
                {method.detail}
                {method.disabled && method.disabledReason && <Reason>{method.disabledReason}</Reason>}
              </Detail>
            </MethodText>
          </Method>
        );
      })}
    </Root>
  );
}

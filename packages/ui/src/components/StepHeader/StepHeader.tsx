import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Label, Root, Step, StepNumber, Steps } from './StepHeader.styles';

/** The four cart steps of spec §4 (1 cart, 2 check order, 3 pay, 4 done), as the buyer reads them. */
export const cartSteps = ['我的购物车', '确认订单信息', '付款', '支付完成'] as const;

export interface StepHeaderProps {
  /** The step the buyer is on, counted from 1 (1 on /cart, 2 on /cart/step2, …). */
  current: number;
  /** The step names in order. @default 我的购物车, 确认订单信息, 付款, 支付完成 */
  steps?: readonly string[];
  /** Accessible name of the step list. @default '购物流程' */
  label?: string;
}

/**
 * The step indicator of the cart pages (spec §2 "the header shows the step number"): numbered steps
 * with the current one marked `aria-current="step"` and the ones before it done.
 */
export function StepHeader({ current, steps = cartSteps, label = '购物流程' }: StepHeaderProps) {
  return (
    <Root data-ui="StepHeader" aria-label={label}>
      <Steps>
        {steps.map((name, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'upcoming';
          return (
            <Step key={name} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <StepNumber aria-hidden="true">{state === 'done' ? '✓' : number}</StepNumber>
              <Label>
                {/* The number is drawn in a circle that screen readers skip; say it once in words. */}
                <VisuallyHidden>{`第${number}步：`}</VisuallyHidden>
                {name}
                {state === 'done' && <VisuallyHidden>（已完成）</VisuallyHidden>}
              </Label>
            </Step>
          );
        })}
      </Steps>
    </Root>
  );
}

import type { ReactNode } from 'react';
import { formatMoment, type Moment } from '../../internal/datetime';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Actor, At, Empty, Label, Meta, Note, Root, Step } from './StatusTimeline.styles';

/** One step or event of a record's history: a review stage, a shipment, a refund. */
export interface TimelineStep {
  /** Stable key of the step; `current` names it. */
  key: string;
  /** What happened or happens here, e.g. 初审通过. */
  label: ReactNode;
  /** When: a server timestamp (seconds or ms) or ready text; none for a step still ahead. */
  time?: Moment;
  /** Who, e.g. 审核员 张敏 or 系统. */
  actor?: ReactNode;
  /** The detail, e.g. the reason of a rejection or a tracking number. */
  note?: ReactNode;
}

export interface StatusTimelineProps {
  /** The steps in order, oldest first: those reached, then those still ahead. */
  steps: readonly TimelineStep[];
  /** Key of the step the record is at: earlier steps are done, later ones ahead. @default the last step */
  current?: string;
  /** The current step ends the flow (驳回, 订单取消): shown muted and announced with `endedText`. @default false */
  ended?: boolean;
  /** Accessible name of the list, e.g. 审核进度. */
  label: string;
  /** Said to screen readers after an ended current step. @default '（已结束）' */
  endedText?: string;
  /** Shown instead of the list when there are no steps. @default '暂无记录' */
  emptyText?: ReactNode;
}

/**
 * A record's history as an ordered list (qualification reviews, orders, after-sales): the steps reached
 * with time, actor and note, the current one marked `aria-current="step"`, and the steps still ahead.
 * The state is also said in words, so it is never carried by colour alone.
 */
export function StatusTimeline({
  steps,
  current,
  ended = false,
  label,
  endedText = '（已结束）',
  emptyText = '暂无记录',
}: StatusTimelineProps) {
  if (steps.length === 0) {
    return (
      <Empty data-ui="StatusTimeline" role="status">
        {emptyText}
      </Empty>
    );
  }
  const currentIndex =
    current === undefined ? steps.length - 1 : steps.findIndex((step) => step.key === current);
  return (
    <Root data-ui="StatusTimeline" data-state={ended ? 'ended' : undefined} aria-label={label}>
      {steps.map((step, index) => {
        const state =
          index < currentIndex ? 'done' : index > currentIndex ? 'upcoming' : ended ? 'ended' : 'current';
        return (
          <Step key={step.key} data-state={state} aria-current={index === currentIndex ? 'step' : undefined}>
            <Label>
              {step.label}
              {state === 'done' && <VisuallyHidden>（已完成）</VisuallyHidden>}
              {state === 'upcoming' && <VisuallyHidden>（未开始）</VisuallyHidden>}
              {state === 'ended' && <VisuallyHidden>{endedText}</VisuallyHidden>}
            </Label>
            {(step.time !== undefined || step.actor) && (
              <Meta>
                {step.time !== undefined && <At>{formatMoment(step.time)}</At>}
                {step.actor && <Actor>{step.actor}</Actor>}
              </Meta>
            )}
            {step.note && <Note>{step.note}</Note>}
          </Step>
        );
      })}
    </Root>
  );
}

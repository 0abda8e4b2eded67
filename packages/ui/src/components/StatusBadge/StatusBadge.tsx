import type { ReactNode } from 'react';
import { Root, type StatusTone } from './StatusBadge.styles';

export type { StatusTone };

export interface StatusBadgeProps<Status extends string> {
  /** The record's status as the API names it, e.g. `pending` of a controlled-sale application. */
  status: NoInfer<Status>;
  /** The Chinese text for each status, e.g. `{ pending: '审核中', approved: '已通过' }`. */
  labels: Record<Status, ReactNode>;
  /** The tone of each status; a status without one is neutral. */
  tones?: Partial<Record<Status, StatusTone>>;
}

/**
 * A status as a small pill, its colour chosen per status. The maps are props so each resource
 * (applications, orders, invoices) states its statuses once, next to its data.
 */
export function StatusBadge<Status extends string>({ status, labels, tones }: StatusBadgeProps<Status>) {
  const tone = tones?.[status] ?? 'neutral';
  return (
    <Root data-ui="StatusBadge" data-status={status} data-tone={tone} $tone={tone}>
      {labels[status]}
    </Root>
  );
}

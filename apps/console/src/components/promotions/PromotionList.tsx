import { DataTable, type DataTableColumn, ListState } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

/** A list read by a console data hook (`useCashbackCampaigns`, `useStoreWideOffers`…). */
export interface PromotionListData<Row> {
  list?: Row[];
  error: unknown;
  isLoading: boolean;
  retry: () => void;
}

export interface PromotionListProps<Row extends { id: number }> {
  /** The section's heading (满返活动, 优惠券…), labelling it through `headingId`. */
  heading: string;
  headingId: string;
  /** What the loading, error and empty states name. @default heading */
  noun?: string;
  /** The table's (hidden) caption. @default heading */
  caption?: string;
  data: PromotionListData<Row>;
  columns: DataTableColumn<Row>[];
  /** The outcome of the operator's last action (role status). */
  done: string;
  /** The server's refusal of the last status change (role alert). */
  refusal?: string;
  /** What stands above the outcome: the create / edit form or its button, the schedule panel. */
  above: ReactNode;
  /** What stands after the table (a confirmation dialog). */
  children?: ReactNode;
}

/**
 * The frame every console promotion list shares (满返, 优惠券, 全场折扣, 活动页): heading, the form above, the
 * outcome of the last action, then the table with its loading, error and empty states.
 */
export function PromotionList<Row extends { id: number }>({
  heading,
  headingId,
  noun = heading,
  caption = heading,
  data,
  columns,
  done,
  refusal,
  above,
  children,
}: PromotionListProps<Row>) {
  const { list, error, isLoading, retry } = data;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {above}
      {done && <Notice role="status">{done}</Notice>}
      {refusal && <Notice role="alert">{refusal}</Notice>}
      {isLoading || error || !list ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText={`正在加载${noun}…`}
          errorText={`${noun}加载失败`}
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption={caption}
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(row) => String(row.id)}
          emptyText={`暂无${noun}`}
        />
      )}
      {children}
    </section>
  );
}

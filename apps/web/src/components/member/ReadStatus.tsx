import { ListState } from '@yaocai/ui';

interface ReadStatusProps {
  /** The read as the data hooks return it, before it has data. */
  read: { error: unknown; retry: () => void };
  /** What is loading, e.g. 订单 → 订单加载中… / 订单加载失败，请重试. */
  what: string;
}

/** A member page's read before it has data: loading, or failed with 重试. */
export function ReadStatus({ read, what }: ReadStatusProps) {
  return read.error ? (
    <ListState status="error" errorText={`${what}加载失败，请重试`} onRetry={read.retry} />
  ) : (
    <ListState status="loading" loadingText={`${what}加载中…`} />
  );
}

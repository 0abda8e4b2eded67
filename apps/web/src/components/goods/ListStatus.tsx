import { ListState } from '@yaocai/ui';
import type { ReactNode } from 'react';

interface ListStatusProps {
  /** Nothing to show yet and the first answer is on its way. */
  loading: boolean;
  /** Nothing to show because the request failed. */
  failed: boolean;
  /** The answer came and holds nothing. */
  empty: boolean;
  errorText: string;
  emptyText: ReactNode;
  onRetry: () => void;
}

/**
 * The loading, error (with 重试) and empty states of a list, in the library's `ListState`; null once there
 * is something to show. The three flags come from a read hook; this only picks which state is shown.
 */
export function ListStatus({ loading, failed, empty, errorText, emptyText, onRetry }: ListStatusProps) {
  const status = loading ? 'loading' : failed ? 'error' : empty ? 'empty' : null;
  if (status === null) return null;
  return <ListState status={status} errorText={errorText} emptyText={emptyText} onRetry={onRetry} />;
}

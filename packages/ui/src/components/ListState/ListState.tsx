import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Root } from './ListState.styles';

export type ListStatus = 'loading' | 'empty' | 'error';

export interface ListStateProps {
  /** Which of the three non-data states a list or page is in. */
  status: ListStatus;
  /** Text while loading. @default '加载中…' */
  loadingText?: ReactNode;
  /** Text when there is nothing to show. @default '暂无数据' */
  emptyText?: ReactNode;
  /** Text when loading failed; pass the server's envelope message when there is one. @default '加载失败，请稍后重试' */
  errorText?: ReactNode;
  /** Called by the 重试 button of the error state; without it no button is shown. */
  onRetry?: () => void;
  /** Label of the retry button. @default '重试' */
  retryLabel?: string;
  /** Extra content under the text, e.g. a 去逛逛 link in the empty state. */
  children?: ReactNode;
}

/**
 * The loading, empty and error states every list and page has. Loading and empty are polite
 * status messages; an error is an alert with a retry, so a buyer is never left on a blank area.
 */
export function ListState({
  status,
  loadingText = '加载中…',
  emptyText = '暂无数据',
  errorText = '加载失败，请稍后重试',
  onRetry,
  retryLabel = '重试',
  children,
}: ListStateProps) {
  if (status === 'error') {
    return (
      <Root data-ui="ListState" data-state="error" role="alert">
        <p>{errorText}</p>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        )}
        {children}
      </Root>
    );
  }
  return (
    <Root data-ui="ListState" data-state={status} role="status" aria-busy={status === 'loading' || undefined}>
      <p>{status === 'loading' ? loadingText : emptyText}</p>
      {children}
    </Root>
  );
}

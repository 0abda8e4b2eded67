import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Muted, Panel, PrimaryButton } from '../../layout/page.styles';

const Centered = styled(Panel)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;
`;

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

/** The loading, error (with 重试) and empty states of a list; null once there is something to show. */
export function ListStatus({ loading, failed, empty, errorText, emptyText, onRetry }: ListStatusProps) {
  if (loading) {
    return (
      <Centered aria-busy="true">
        <Muted>加载中…</Muted>
      </Centered>
    );
  }
  if (failed) {
    return (
      <Centered role="alert">
        <Muted>{errorText}</Muted>
        <PrimaryButton type="button" onClick={onRetry}>
          重试
        </PrimaryButton>
      </Centered>
    );
  }
  if (empty) {
    return (
      <Centered role="status">
        <Muted>{emptyText}</Muted>
      </Centered>
    );
  }
  return null;
}

import { styled } from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Also wraps a lone CartLine in its stories, so a line looks as it does in the cart. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  th,
  td {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
    vertical-align: top;
    text-align: start;
  }
  thead th {
    font-weight: 500;
    white-space: nowrap;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  thead th:first-child { width: 72px; }
  tbody { border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  tbody[data-state='unavailable'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  tr[data-kind='gift'] td { padding-top: 0; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  [data-align='end'] { text-align: end; }
  [data-align='center'] { text-align: center; }
`;

export const HiddenCaption = styled(VisuallyHidden).attrs({ as: 'caption' })``;

export const BatchBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

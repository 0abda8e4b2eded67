import { styled } from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export const SelectionBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  th, td {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  thead th { background: ${({ theme }) => theme.colors.surfaceMuted}; font-weight: 500; }
  [data-align='end'] { text-align: end; }
  [data-align='center'] { text-align: center; }
  [data-select] { width: 1%; white-space: nowrap; }
  tr[data-state='selected'] > * { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export const Caption = styled.caption`
  padding-bottom: ${({ theme }) => theme.space[2]};
  text-align: start;
  font-weight: 600;
`;

export const HiddenCaption = styled(VisuallyHidden).attrs({ as: 'caption' })``;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space[8]} 0;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The whole header is the button, so the press target is the header's width. */
export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

export const SortMark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-state='ascending'], &[data-state='descending'] { color: ${({ theme }) => theme.colors.brand}; }
`;

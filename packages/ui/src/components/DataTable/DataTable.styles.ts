import { styled } from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';

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

import { styled } from 'styled-components';

/* One figure a line, label left and amount right, so the amounts line up whatever the width (the block sits in a
   narrow column beside the lines). */
export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  /* Dimmed by colour, not opacity, so the figures keep AA contrast while busy. */
  &[aria-busy='true'] dd { color: ${({ theme }) => theme.colors.textMuted}; cursor: progress; }
`;

export const Count = styled.p`
  margin: 0;
  & strong { color: ${({ theme }) => theme.colors.brand}; }
`;

export const Figures = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; white-space: nowrap; text-align: end; font-variant-numeric: tabular-nums; }
`;

export const TotalRow = styled(Row)`
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & dt { color: ${({ theme }) => theme.colors.text}; }
  & dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Action = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

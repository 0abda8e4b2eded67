import { styled } from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  /* Dimmed by colour, not opacity, so the figures keep AA contrast while busy. */
  &[aria-busy='true'] dd { color: ${({ theme }) => theme.colors.textMuted}; cursor: progress; }
`;

export const Count = styled.p`
  margin: 0 auto 0 0;
  & strong { color: ${({ theme }) => theme.colors.brand}; }
`;

export const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
`;

export const Row = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  & dt { color: ${({ theme }) => theme.colors.textMuted}; }
  & dd { margin: 0; white-space: nowrap; }
`;

export const TotalRow = styled(Row)`
  & dt { color: ${({ theme }) => theme.colors.text}; }
  & dd {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Action = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

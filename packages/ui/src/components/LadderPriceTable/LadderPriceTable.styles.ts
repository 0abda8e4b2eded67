import { styled } from 'styled-components';

export const Root = styled.div`
  display: inline-block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Table = styled.table`
  border-collapse: collapse;
  min-width: 240px;

  & caption {
    padding-bottom: ${({ theme }) => theme.space[1]};
    text-align: left;
    font-weight: 600;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  & thead th {
    font-weight: normal;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/** `data-state`: current is the best tier reached, passed ones are beaten by it, pending not yet reached. */
export const Row = styled.tr`
  &[data-state='current'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[data-state='passed'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const CurrentMark = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  color: ${({ theme }) => theme.colors.brand};
`;

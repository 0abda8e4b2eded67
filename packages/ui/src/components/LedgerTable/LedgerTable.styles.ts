import { styled } from 'styled-components';

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-direction='in'] { color: ${({ theme }) => theme.colors.success}; }
  &[data-direction='out'] { color: ${({ theme }) => theme.colors.error}; }
`;

import { styled } from 'styled-components';

export const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-kind='red'] { color: ${({ theme }) => theme.colors.error}; }
`;

export const InvoiceNumber = styled.span`
  font-variant-numeric: tabular-nums;
  word-break: break-all;
`;

export const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Lines = styled.details`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  & summary { cursor: pointer; color: ${({ theme }) => theme.colors.info}; }
  & ul { margin: ${({ theme }) => theme.space[1]} 0 0; padding-left: ${({ theme }) => theme.space[4]}; }
`;

export const Download = styled.a`
  color: ${({ theme }) => theme.colors.info};
  white-space: nowrap;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

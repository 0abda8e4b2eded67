import { styled } from 'styled-components';

export type PriceSize = 'sm' | 'md' | 'lg';

const amountSize = { sm: 'sm', md: 'lg', lg: 'xl' } as const;

export const Root = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
`;

export const Amount = styled.span<{ $size: PriceSize }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[amountSize[$size]]};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.brand};
`;

export const Original = styled.del`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LoginToSee = styled.span<{ $size: PriceSize }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size === 'lg' ? 'lg' : 'sm']};
  color: ${({ theme }) => theme.colors.brand};
`;

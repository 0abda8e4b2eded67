import { styled } from 'styled-components';

export const Goods = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const GoodsText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Name = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
  & a { color: inherit; text-decoration: none; }
  & a:hover { color: ${({ theme }) => theme.colors.brand}; }
  & a:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

export const Meta = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Parts = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Unavailable = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.error};
`;

export const LineHint = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.brand};
`;

export const GiftFlag = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.orange};
`;

export const Prices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const UnitPrice = styled.span<{ $plain?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  white-space: nowrap;
  font-size: ${({ theme, $plain }) => ($plain ? theme.fontSizes.xs : theme.fontSizes.md)};
  color: ${({ theme, $plain }) => ($plain ? theme.colors.textMuted : theme.colors.text)};
`;

export const PriceTag = styled.span<{ $quiet?: boolean }>`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $quiet }) => ($quiet ? theme.colors.brand : theme.colors.textInverse)};
  background: ${({ theme, $quiet }) => ($quiet ? 'transparent' : theme.colors.brand)};
`;

import { styled } from 'styled-components';

export const Root = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Fee = styled.strong<{ $free?: boolean }>`
  font-weight: 600;
  color: ${({ theme, $free }) => ($free ? theme.colors.success : theme.colors.text)};
`;

export const Hint = styled.span<{ $muted?: boolean }>`
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.brand)};
`;

import { styled } from 'styled-components';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

export const PhaseText = styled.span`
  margin-right: ${({ theme }) => theme.space[1]};
`;

export const Digits = styled.span`
  min-width: 22px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.small};
  text-align: center;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};
`;

export const Ended = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

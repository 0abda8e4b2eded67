import { styled } from 'styled-components';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

export const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Icon = styled.span<{ $tone: AlertTone }>`
  flex: none;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: bold;
  line-height: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
`;

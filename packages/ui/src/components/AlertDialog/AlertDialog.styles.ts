import * as Dialog from '@radix-ui/react-dialog';
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

export const CloseButton = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  width: 28px;
  height: 28px;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; }
`;

import * as RadixToast from '@radix-ui/react-toast';
import { styled } from 'styled-components';

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

export const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  top: 30%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(-50%);
  outline: none;
`;

export const Root = styled(RadixToast.Root)<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $tone }) => theme.colors[$tone]};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
`;

export const Icon = styled.span`
  font-weight: bold;
`;

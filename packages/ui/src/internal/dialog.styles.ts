import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';

/** Shared look of ConfirmDialog and AlertDialog: a centred white card over a dim overlay (the drawer shares the overlay). */
export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  width: min(420px, calc(100vw - 32px));
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
`;

export const Title = styled(Dialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Description = styled(Dialog.Description)`
  margin: 0;
  line-height: 1.6;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The × in a dialog's or drawer's top corner. */
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

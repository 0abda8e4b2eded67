import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';

export const Content = styled(Dialog.Content)<{ $width: string }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: -8px 0 24px rgba(0, 0, 0, 0.2);
  &:focus { outline: none; }
`;

export const Header = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[10]} ${({ theme }) => theme.space[4]}
    ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Description = styled(Dialog.Description)`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space[5]};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

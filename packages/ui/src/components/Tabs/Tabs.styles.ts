import * as RadixTabs from '@radix-ui/react-tabs';
import { styled } from 'styled-components';

export const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 2px solid ${({ theme }) => theme.colors.brand};
`;

export const Trigger = styled(RadixTabs.Trigger)`
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.medium} ${({ theme }) => theme.radii.medium} 0 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  cursor: pointer;
  &[data-state='active'] { color: ${({ theme }) => theme.colors.textInverse}; background: ${({ theme }) => theme.colors.brand}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

export const Content = styled(RadixTabs.Content)`
  padding: ${({ theme }) => theme.space[4]} 0;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; }
`;

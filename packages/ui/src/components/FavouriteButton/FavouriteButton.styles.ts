import { styled } from 'styled-components';

export const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 28px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.brand}; color: ${({ theme }) => theme.colors.brand}; }
  &[aria-busy='true'] { cursor: progress; opacity: 0.7; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

export const Heart = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
`;

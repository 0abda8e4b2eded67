import { styled } from 'styled-components';

export const Root = styled.div`
  display: inline-flex;
  align-items: stretch;
  height: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export const StepButton = styled.button`
  width: 32px;
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:disabled { cursor: not-allowed; color: ${({ theme }) => theme.colors.textMuted}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: -2px; }
`;

export const Input = styled.input`
  width: 64px;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: -2px; }
`;

export const Unit = styled.span`
  align-self: center;
  padding: 0 ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

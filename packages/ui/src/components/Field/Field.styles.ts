import { css, styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Label = styled.label`
  font-weight: 500;
`;

export const RequiredMark = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.error};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.error};
`;

const control = css`
  height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  &:disabled { background: ${({ theme }) => theme.colors.surfaceMuted}; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

export const InputRoot = styled.input`
  ${control}
`;

export const SelectRoot = styled.select`
  ${control}
`;

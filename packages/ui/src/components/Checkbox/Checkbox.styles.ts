import { styled } from 'styled-components';

export const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  input { width: 16px; height: 16px; margin: 0; accent-color: ${({ theme }) => theme.colors.brand}; }
  input:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  input:disabled, input:disabled + span { cursor: not-allowed; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Note = styled.p<{ $error?: boolean }>`
  margin: 0 0 0 20px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $error }) => ($error ? theme.colors.error : theme.colors.textMuted)};
`;

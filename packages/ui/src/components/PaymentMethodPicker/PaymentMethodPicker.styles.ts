import { styled } from 'styled-components';

export const Root = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: 600;
`;

export const Method = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[data-state='checked'] { border-color: ${({ theme }) => theme.colors.brand}; }
  &[data-disabled] { cursor: not-allowed; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  & input { width: 16px; height: 16px; margin: 0; accent-color: ${({ theme }) => theme.colors.brand}; }
  & input:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

export const MethodText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const Detail = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Reason = styled.span`
  color: ${({ theme }) => theme.colors.error};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

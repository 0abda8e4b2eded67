import { styled } from 'styled-components';

export const Root = styled.article`
  position: relative;
  display: flex;
  min-width: 280px;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
  &[data-state='checked'] { box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.brand}; }
  /* Muted by colour, not opacity, so the text keeps AA contrast. */
  &[data-status='used'], &[data-status='expired'] { border-color: ${({ theme }) => theme.colors.border}; }
  &[data-status='used'] > div:first-child, &[data-status='expired'] > div:first-child {
    background: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Face = styled.div`
  display: flex;
  flex: none;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 112px;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Value = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  white-space: nowrap;
`;

export const Info = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
`;

export const Terms = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

export const Select = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: ${({ theme }) => theme.space[1]};
  cursor: pointer;
  & input { width: 16px; height: 16px; margin: 0; accent-color: ${({ theme }) => theme.colors.brand}; }
  & input:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
  &:has(input:disabled) { cursor: not-allowed; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const Reason = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.error};
`;

export const Stamp = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  right: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.brand};
  &[data-status='used'], &[data-status='expired'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const ClaimRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

export const Left = styled.span`
  margin-right: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

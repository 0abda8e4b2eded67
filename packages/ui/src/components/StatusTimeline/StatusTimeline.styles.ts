import { styled } from 'styled-components';

export const Root = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** A dot on a line: filled for reached steps, brand for the current one, hollow for steps ahead. */
export const Step = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 0 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  &::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 4px;
    width: 10px;
    height: 10px;
    border: 2px solid ${({ theme }) => theme.colors.success};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.success};
    box-sizing: border-box;
  }
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 8px;
    top: 16px;
    bottom: 0;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
  }
  &[data-state='current'] { font-weight: 600; color: ${({ theme }) => theme.colors.brand}; }
  &[data-state='current']::before { border-color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brand}; }
  &[data-state='ended'] { font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-state='ended']::before { border-color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.textMuted}; }
  &[data-state='upcoming'] { color: ${({ theme }) => theme.colors.textMuted}; }
  &[data-state='upcoming']::before { border-color: ${({ theme }) => theme.colors.border}; background: ${({ theme }) => theme.colors.surface}; }
`;

export const Label = styled.span``;

export const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const At = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actor = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Note = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const Empty = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

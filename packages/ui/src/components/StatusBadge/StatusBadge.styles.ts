import { styled } from 'styled-components';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const toneColour = {
  neutral: 'textMuted',
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
} as const;

/** Coloured text and border on the surface: every tone keeps AA contrast at 12px. */
export const Root = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[toneColour[$tone]]};
  background: ${({ theme }) => theme.colors.surface};
`;

import * as Popover from '@radix-ui/react-popover';
import { styled } from 'styled-components';

export const Content = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.popover};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.12);
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.body};
`;

/** A QR picture keeps its own proportions inside the square (a raster one would otherwise be stretched). */
export const Image = styled.img<{ $size: number }>`
  display: block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  object-fit: contain;
`;

export const Caption = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

import { styled } from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  [aria-disabled='true'] { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;

export const Readout = styled.span`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** `margin: auto` on the picture (not centring by the flex container) keeps a zoomed picture's left edge reachable by scrolling. */
export const Stage = styled.div<{ $height: string }>`
  display: flex;
  height: ${({ $height }) => $height};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

/** Zoom sets the width (so the stage can scroll to every part); rotation turns the picture in place. */
export const Picture = styled.img.attrs<{ $zoom: number; $rotation: number }>(({ $zoom, $rotation }) => ({
  style: { width: `${$zoom * 100}%`, transform: `rotate(${$rotation}deg)` },
}))<{ $zoom: number; $rotation: number }>`
  flex: none;
  max-width: none;
  height: auto;
  margin: auto;
  transition: transform 0.15s ease;
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

export const Failed = styled.div`
  margin: auto;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Caption = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

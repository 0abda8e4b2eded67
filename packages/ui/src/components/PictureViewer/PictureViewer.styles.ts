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

/** `margin: auto` on the frame (not centring by the flex container) keeps a zoomed picture's left edge reachable by scrolling. */
export const Stage = styled.div<{ $height: string }>`
  display: flex;
  height: ${({ $height }) => $height};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 1px; }
`;

/** Zoom sets the frame's width (so the stage can scroll to every part); see pictureBox for the turn. */
export const Frame = styled.div`
  position: relative;
  flex: none;
  margin: auto;
`;

export const Picture = styled.img`
  display: block;
  max-width: none;
  height: auto;
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

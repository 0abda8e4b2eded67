import { css, keyframes, styled } from 'styled-components';
import { Content, Overlay } from '../../internal/dialog.styles';

/** Spec §9: the popup closes with a 1000 ms animation. */
export const CLOSE_MS = 1000;

const fadeOut = keyframes`to { opacity: 0; }`;
const shrinkOut = keyframes`to { opacity: 0; transform: translate(-50%, -50%) scale(0.8); }`;
const flicker = keyframes`
  0%, 100% { background: transparent; }
  50% { background: rgba(200, 22, 35, 0.12); }
`;

const closing = (frames: ReturnType<typeof keyframes>) => css`
  &[data-closing] {
    pointer-events: none;
    animation: ${frames} ${CLOSE_MS}ms ease-in forwards;
    /* No movement for those who ask for less: the popup only fades, over the same second. */
    @media (prefers-reduced-motion: reduce) { animation-name: ${fadeOut}; }
  }
`;

export const DrawOverlay = styled(Overlay)`
  ${closing(fadeOut)}
`;

export const DrawContent = styled(Content)`
  width: min(520px, calc(100vw - 32px));
  ${closing(shrinkOut)}
`;

export const Remarks = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

export const PrizeGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(100px, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** While drawing, the cards light up one after another (a card draw); the won card stays lit. */
export const PrizeCard = styled.li<{ $drawing: boolean; $index: number }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 64px;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  ${({ $drawing, $index }) =>
    $drawing &&
    css`
      animation: ${flicker} 0.8s ${$index * 0.1}s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) { animation: none; }
    `}
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: bold;
  }
  img { width: 48px; height: 48px; object-fit: contain; }
`;

export const Outcome = styled.p<{ $tone: 'won' | 'muted' | 'error' }>`
  min-height: 1.6em;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.6;
  text-align: center;
  color: ${({ theme, $tone }) =>
    $tone === 'won' ? theme.colors.brand : $tone === 'error' ? theme.colors.error : theme.colors.textMuted};
`;

export const Chances = styled.p`
  margin: ${({ theme }) => theme.space[2]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

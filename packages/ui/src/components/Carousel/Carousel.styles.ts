import { keyframes, styled } from 'styled-components';

export const Root = styled.section`
  position: relative;
  overflow: hidden;
`;

const fadeIn = keyframes`
  from { opacity: 0.4; }
  to { opacity: 1; }
`;

export const Slide = styled.div`
  &[hidden] { display: none; }
  /* A soft fade between slides, only for people who have not asked for less motion. */
  @media (prefers-reduced-motion: no-preference) {
    animation: ${fadeIn} 400ms ease-out;
  }
`;

export const Controls = styled.div`
  position: absolute;
  left: 50%;
  bottom: ${({ theme }) => theme.space[2]};
  transform: translateX(-50%);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.45);
`;

export const Dot = styled.button`
  width: 10px;
  height: 10px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.textInverse};
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  &[aria-current='true'] { background: ${({ theme }) => theme.colors.textInverse}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.textInverse}; outline-offset: 2px; }
`;

export const ControlButton = styled.button`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  cursor: pointer;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.textInverse}; }
`;

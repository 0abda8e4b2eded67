import { css } from 'styled-components';

/** A button that reads as inline text (安全退出, 手机APP, hot words) and turns brand red on hover. */
export const textButton = css`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

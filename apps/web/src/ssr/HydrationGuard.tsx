import { createGlobalStyle } from 'styled-components';
import { SSR_ROOT_ATTRIBUTE } from './ssr-data';

/**
 * Until the server's markup is hydrated its controls do nothing (no handler is attached yet), so they take no
 * presses: a tap cannot toggle a box React does not know about or press a button that would be lost. Links
 * keep working (a plain page load). `public/boot.js` holds back form submissions for the same time.
 */
export const HydrationGuard = createGlobalStyle`
  #root[${SSR_ROOT_ATTRIBUTE}] :is(button, input, select, textarea, label, summary, [role='button']) {
    pointer-events: none;
  }
`;

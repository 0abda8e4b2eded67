import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setMainSiteUrl } from '../api/config';
import { csrf } from '../api/csrf';
import { feedback } from '../feedback/feedback';
import { drawPopupGate } from '../lib/draw-popup-gate';
import { setNavigator } from '../lib/navigation';

// Pages are lazy route modules: the first test of a file waits for Vite to transform one, which on a
// loaded CI machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  feedback.reset();
  setNavigator(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
  // Files share one jsdom and module graph per worker (isolate: false in vitest.config.ts).
  csrf.reset();
  setMainSiteUrl('');
  drawPopupGate.reset();
  vi.useRealTimers();
});

// jsdom does not implement scrolling; ScrollRestoration and back-to-top call it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

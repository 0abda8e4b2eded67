import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { feedback } from '../feedback/feedback';
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
});

// jsdom does not implement scrolling; ScrollRestoration and back-to-top call it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

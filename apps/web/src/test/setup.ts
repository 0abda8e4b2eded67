import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { feedback } from '../feedback/feedback';
import { setNavigator } from '../lib/navigation';

afterEach(() => {
  cleanup();
  feedback.reset();
  setNavigator(null);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// jsdom does not implement scrolling; ScrollRestoration and back-to-top call it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

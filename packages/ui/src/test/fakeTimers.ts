import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers that userEvent can work under. Testing Library ends every userEvent call by waiting on a
 * setTimeout(0) that it only advances when a global `jest` exists, so under Vitest that wait would never
 * end; a stand-in `jest` lets it advance Vitest's clock instead. Pair with `fakeTimerUser`.
 */
export function installFakeTimers() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function restoreRealTimers() {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** The render helper's `user` option under fake timers: userEvent's own pauses advance the fake clock. */
export const fakeTimerUser = { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) };

/** Moves the fake clock on, settling the promises and React updates the timers set off. */
export async function advanceTimers(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

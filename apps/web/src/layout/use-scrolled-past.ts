import { useSyncExternalStore } from 'react';

/*
 * The page's scroll offset as of the last scroll event. React asks `getSnapshot` on every render of the header
 * and again after each commit; reading `window.scrollY` there forced a synchronous style and layout pass in the
 * middle of the first renders, while styled-components was still inserting rules (the largest item of the home
 * page's mobile main-thread time in a CPU profile). The scroll listener reads it instead, outside React's work.
 */
let scrollY = 0;
const listeners = new Set<() => void>();

function onScroll() {
  scrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    // A restored scroll position fires no scroll event on some browsers: read it once, after the first frame.
    requestAnimationFrame(onScroll);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/** True once the page is scrolled more than `offset` px (the header search bar pins after 205 px, spec §9). */
export function useScrolledPast(offset: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > offset,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * The cart-changed flag (spec §4 cart drawer: "it reloads the cart list when a cart-changed flag is set").
 * Every cart write raises it; the drawer reloads its list when it sees it raised and lowers it then. It is
 * an in-memory store, not sessionStorage: another tab's writes reach this tab through its own reads, and a
 * page load starts with a fresh list anyway.
 */
let changed = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export const cartChanged = {
  isSet: (): boolean => changed,
  /** Called by every cart write once the server has accepted it. */
  set(): void {
    changed = true;
    notify();
  },
  /** Called by the reader once it has reloaded. */
  clear(): void {
    if (!changed) return;
    changed = false;
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether the cart changed since the drawer last reloaded; re-renders when the flag moves. */
export function useCartChanged(): boolean {
  return useSyncExternalStore(cartChanged.subscribe, cartChanged.isSet, cartChanged.isSet);
}

import { useState } from 'react';
import { browser } from './browser';

const KEY = 'yaocai:closed-adverts';

const storage = () => browser.sessionStorage();

function readClosed(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Adverts the reader closed stay closed for the rest of the browser session (spec §4 "the top and bottom
 * adverts can be closed by the user"). The key names the slot and the advert, so a new advert in the same
 * slot shows again.
 */
export const closedAdverts = {
  has: (key: string) => readClosed().includes(key),
  add(key: string) {
    const closed = readClosed();
    if (closed.includes(key)) return;
    try {
      storage()?.setItem(KEY, JSON.stringify([...closed, key]));
    } catch {
      // Storage full or disabled: the advert stays closed on this page view only.
    }
  },
};

/** [open, close] for one advert; `key` null (no advert to show) reads as closed. */
export function useClosableAdvert(key: string | null): [boolean, () => void] {
  const [closedNow, setClosedNow] = useState<string[]>([]);
  const open = key !== null && !closedNow.includes(key) && !closedAdverts.has(key);
  const close = () => {
    if (key === null) return;
    closedAdverts.add(key);
    setClosedNow((keys) => [...keys, key]);
  };
  return [open, close];
}

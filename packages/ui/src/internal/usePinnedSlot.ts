import { useEffect, useRef, useState } from 'react';

/**
 * The height a bar takes in the page's flow while it is not pinned, for its slot to keep while it is. A bar that
 * turns `position: fixed` leaves the flow, and everything under it moves up by its height: under a pointer that
 * is pressing something there, the press ends on another element and the click is lost (the cart steps lost
 * 去结算 and 提交订单 that way once the search bar pinned). A ResizeObserver reads the height after layout, never
 * during a render; until it has answered (or without one, as in jsdom) the slot is left to the page's own
 * minimum height.
 */
export function usePinnedSlot<T extends HTMLElement>(pinned: boolean) {
  const ref = useRef<T>(null);
  const pinnedNow = useRef(pinned);
  pinnedNow.current = pinned;
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // Pinned, the bar is slimmer: its slot keeps the height it had in the flow.
      if (!entry || pinnedNow.current) return;
      setHeight(entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, slotHeight: pinned ? height : undefined };
}

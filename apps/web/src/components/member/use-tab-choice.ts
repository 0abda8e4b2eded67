import { useEffect, useRef } from 'react';

/**
 * A tab choice that leads to a new address. Radix reports a choice on mouse-down and again on the focus
 * that follows, both before the address changes: without this the second report would push a second
 * history entry, and 后退 would seem stuck on the same tab.
 */
export function useTabChoice<T extends string>(current: T, go: (tab: T) => void): (tab: string) => void {
  const chosen = useRef<string>(current);
  useEffect(() => {
    chosen.current = current;
  }, [current]);
  return (tab) => {
    if (tab === chosen.current) return;
    chosen.current = tab;
    go(tab as T);
  };
}

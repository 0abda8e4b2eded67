import { toMillis } from '@yaocai/domain/time';
import { useEffect, useMemo, useState } from 'react';

const SECOND = 1000;

/**
 * The server's current time in ms, re-rendered on every server second. The offset to the local clock
 * is taken once per `serverTime`, and each tick reads the local clock again rather than counting ticks,
 * so a throttled background tab still shows the right time when it wakes.
 * Ticking stops once the server time reaches `stopAt` (ms), e.g. when a countdown has ended.
 */
export function useServerNow(serverTime: number, stopAt?: number): number {
  const offset = useMemo(() => toMillis(serverTime) - Date.now(), [serverTime]);
  const [localNow, setLocalNow] = useState(() => Date.now());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const serverNow = Date.now() + offset;
      if (stopAt !== undefined && serverNow >= stopAt) return;
      // Wake on the server's next whole second so every displayed second lasts a full second.
      const delay = SECOND - (((serverNow % SECOND) + SECOND) % SECOND);
      timer = setTimeout(() => {
        setLocalNow(Date.now());
        schedule();
      }, delay);
    };
    setLocalNow(Date.now());
    schedule();
    return () => clearTimeout(timer);
  }, [offset, stopAt]);

  return localNow + offset;
}

import { unixSeconds } from '@yaocai/domain/time';
import { useServerNow } from '@yaocai/ui';
import { useCallback, useState } from 'react';

const SECOND = 1000;

/**
 * The wait before another verification code may be asked for: started with the server's `retry_after`
 * (seconds), it counts down on the library's ticking clock (`useServerNow`). The wait is a duration, so the
 * clock is anchored on the whole second the wait started at: every tick then falls on a whole second of the
 * wait, and 重新发送(60s) turns to (59s) one second after the send.
 */
export function useCodeCountdown() {
  const [wait, setWait] = useState({ anchor: unixSeconds(), until: 0, sent: false });
  const now = useServerNow(wait.anchor, wait.until);
  const remaining = Math.max(0, Math.ceil((wait.until - now) / SECOND));
  const start = useCallback((seconds: number) => {
    const anchor = unixSeconds();
    setWait({ anchor, until: (anchor + Math.max(0, seconds)) * SECOND, sent: true });
  }, []);
  return {
    /** Whole seconds left; 0 when a code may be asked for. */
    remaining,
    running: remaining > 0,
    start,
    /** The code button's text: 获取验证码, 重新发送(59s) while waiting, then 重新发送. */
    label: remaining > 0 ? `重新发送(${remaining}s)` : wait.sent ? '重新发送' : '获取验证码',
  };
}

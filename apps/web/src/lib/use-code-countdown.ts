import { useServerNow } from '@yaocai/ui';
import { useCallback, useState } from 'react';

const SECOND = 1000;

/**
 * The wait before another verification code may be asked for: started with the server's `retry_after`
 * (seconds), it counts down on the library's ticking clock. The clock is this browser's own — the wait is a
 * duration, not a moment — so the clock's "server time" is the moment the wait started.
 */
export function useCodeCountdown() {
  const [wait, setWait] = useState({ from: Date.now(), until: 0, sent: false });
  const now = useServerNow(wait.from, wait.until);
  const remaining = Math.max(0, Math.ceil((wait.until - now) / SECOND));
  const start = useCallback((seconds: number) => {
    const from = Date.now();
    setWait({ from, until: from + Math.max(0, seconds) * SECOND, sent: true });
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

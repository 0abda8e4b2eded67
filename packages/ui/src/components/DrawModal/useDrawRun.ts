import { useCallback, useEffect, useRef, useState } from 'react';
import type { DrawOutcome } from './types';

export type DrawPhase =
  | { step: 'ready' }
  | { step: 'drawing' }
  | { step: 'done'; outcome: DrawOutcome }
  | { step: 'failed'; message: string };

const FALLBACK_ERROR = '抽奖失败，请稍后再试';

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_ERROR;
}

/**
 * One draw at a time: the outcome is revealed no sooner than `revealAfterMs` after the draw began (spec §9),
 * however fast the server answers, while a failure ends the wait at once (§8: errors stop the loading state).
 * A draw that is reset or unmounted is forgotten, so a late answer never lands on a closed or reopened modal.
 */
export function useDrawRun(onDraw: () => Promise<DrawOutcome>, revealAfterMs: number) {
  const [phase, setPhase] = useState<DrawPhase>({ step: 'ready' });
  const current = useRef(0);
  const revealTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const forget = useCallback(() => {
    current.current += 1;
    clearTimeout(revealTimer.current);
  }, []);
  useEffect(() => forget, [forget]);

  const start = useCallback(() => {
    forget();
    const run = current.current;
    setPhase({ step: 'drawing' });
    const revealed = new Promise<void>((resolve) => {
      revealTimer.current = setTimeout(resolve, revealAfterMs);
    });
    Promise.resolve()
      .then(onDraw)
      .then(
        async (outcome) => {
          await revealed;
          if (current.current === run) setPhase({ step: 'done', outcome });
        },
        (error: unknown) => {
          if (current.current !== run) return;
          clearTimeout(revealTimer.current);
          setPhase({ step: 'failed', message: messageOf(error) });
        },
      );
  }, [forget, onDraw, revealAfterMs]);

  const reset = useCallback(() => {
    forget();
    setPhase({ step: 'ready' });
  }, [forget]);

  return { phase, start, reset };
}

import type { DrawResult } from '@yaocai/domain';
import type { DrawOutcome } from '@yaocai/ui';
import { useCallback, useRef } from 'react';
import { drawActivity, drawAds, drawRecordPage, drawResult, drawSimple } from '../api/contracts';
import type { ApiError } from '../api/errors';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/*
 * The popup and the banners are extras on the home page: their reads are quiet, and a failure simply shows
 * nothing. The records page is the buyer's own list, so it shows its loading, empty and error states.
 */

/** GET /api/draw/simple: the running draw and whether this buyer may still draw today (signed-in only). */
export function useDrawSimple(signedIn: boolean) {
  return useRead(signedIn ? keys.draw.simple : null, () =>
    request('/draw/simple', { schema: drawSimple, quiet: true }),
  );
}

/** GET /api/draw/{id}/activity: name, remarks, rules and prizes; `id` null waits. */
export function useDrawActivity(id: number | null) {
  return useRead(id ? keys.draw.activity(id) : null, () =>
    request(`/draw/${id}/activity`, { schema: drawActivity, quiet: true }),
  );
}

/** GET /api/draw/ads: the running draw's banners (public: a visitor sees them too, and signs in to draw). */
export function useDrawAds() {
  return useRead(keys.draw.ads, () => request('/draw/ads', { schema: drawAds, quiet: true }));
}

/** GET /api/draw/record: one page of this buyer's draws, newest first. */
export function useDrawRecords(page: number) {
  return useRead(keys.draw.records(page), () =>
    request('/draw/record', { query: { page }, schema: drawRecordPage }),
  );
}

/** A draw moves the chances (simple), the records, coupons (a coupon prize) and the points on user/base. */
const DRAW_INVALIDATES = [keys.draw.all, keys.wallet.all, keys.user.base];

/** The failure the popup shows when the server's refusal carries no message of its own. */
const DRAW_FAILED = '抽奖失败，请稍后再试';

const outcomeOf = ({ result, kind, chances }: DrawResult): DrawOutcome => ({ ...result, kind, chances });

/**
 * GET /api/draw?id=: one draw, for DrawModal's `onDraw`. A GET that changes state, so it carries the CSRF
 * token (docs/draw.md) and is never superseded by a second one. The popup shows the prize and any refusal
 * itself: no success toast, and the refusals (404 no such draw, 409 no chance left or not running, 422) are left to it.
 */
export function useDraw(id: number) {
  const failure = useRef<ApiError | null>(null);
  const send = useCallback(
    () =>
      requestAnswer('/draw', {
        query: { id },
        csrf: true,
        supersede: false,
        schema: drawResult,
        handleSelf: [404, 409, 422],
      }),
    [id],
  );
  const { run } = useAction(send, {
    invalidates: DRAW_INVALIDATES,
    onSuccess: () => {},
    onError: (error) => {
      failure.current = error;
    },
  });
  return useCallback(async (): Promise<DrawOutcome> => {
    failure.current = null;
    const result = await run();
    // Set by onError while `run` was on its way (TypeScript still sees the null assigned above).
    const refusal = failure.current as ApiError | null;
    if (!result) throw new Error(refusal?.message || DRAW_FAILED);
    return outcomeOf(result);
  }, [run]);
}

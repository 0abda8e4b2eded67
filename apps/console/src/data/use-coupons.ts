import { type CouponTemplateStatus, consoleCouponList, consoleCouponRow } from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/* 优惠券 (运营): the coupon templates, creating one, pausing, resuming and ending (issue #22 §5). */

/** GET /api/console/coupons. */
export function useCouponTemplates() {
  const { data, error, isLoading, mutate } = useSWR(keys.coupons.list, () =>
    request('/coupons', { schema: consoleCouponList }),
  );
  return { list: data?.list, error, isLoading, retry: () => mutate() };
}

const changed = { invalidates: [keys.coupons.all] };

/** POST /api/console/coupons; resolves to the server's words. */
export function useCreateCoupon() {
  /** The form's values as typed: the server parses them with the domain contract (`couponTemplateBody`). */
  const send = useCallback(async (body: Record<string, unknown>) => {
    const answer = await requestAnswer('/coupons', { method: 'POST', body, schema: consoleCouponRow });
    return { data: `已创建「${answer.data.title}」`, message: answer.message };
  }, []);
  return useAction(send, changed);
}

/** POST /api/console/coupons/{id}/status: pause, resume or end. */
export function useSetCouponStatus() {
  const send = useCallback(async (id: number, status: CouponTemplateStatus) => {
    const answer = await requestAnswer(`/coupons/${id}/status`, {
      method: 'POST',
      body: { status },
      schema: consoleCouponRow,
    });
    return { data: answer.data.status, message: answer.message };
  }, []);
  return useAction(send, changed);
}

/** POST /api/console/coupons/{id}/schedule: a new claim window. */
export function useScheduleCoupon() {
  const send = useCallback(async (id: number, claim_starts_at: string, claim_ends_at: string) => {
    const answer = await requestAnswer(`/coupons/${id}/schedule`, {
      method: 'POST',
      body: { claim_starts_at, claim_ends_at },
      schema: consoleCouponRow,
    });
    return { data: answer.data.claim_starts_at, message: answer.message };
  }, []);
  return useAction(send, changed);
}

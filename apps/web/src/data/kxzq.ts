import type { ControlledApplyResult } from '@yaocai/domain';
import useSWR, { useSWRConfig } from 'swr';
import {
  advertList,
  controlledApplyResult,
  controlledGoodsAccess,
  controlledProgrammeList,
  controlledProgrammePage,
} from '../api/contracts';
import { ApiError } from '../api/errors';
import { request } from '../api/request';
import { feedback } from '../feedback/feedback';

/** GET /api/kxzq — the controlled-sale programmes with my company's standing. */
export function useProgrammes() {
  const { data, error, isLoading, mutate } = useSWR(['/kxzq'], () =>
    request('/kxzq', { schema: controlledProgrammeList }),
  );
  return { programmes: data?.list, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** GET /api/kxzq/goods/:url?page — a programme and a page of its goods; `notFound` for an unknown url. */
export function useProgrammeGoods(url: string, page: number) {
  const { data, error, isLoading, mutate } = useSWR(['/kxzq/goods', url, page], () =>
    request(`/kxzq/goods/${encodeURIComponent(url)}`, {
      query: { page, per_page: 20 },
      schema: controlledProgrammePage,
      handleSelf: [404, 422],
    }),
  );
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422);
  return { data, error: error as unknown, notFound, isLoading, retry: () => void mutate() };
}

/** The zone's banner positions (spec §7 /api/focus/kxzq and /api/focus/new_kxzq); silent on failure. */
export function useZoneBanners(position: 'kxzq' | 'new_kxzq') {
  const { data } = useSWR(['/focus', position], () =>
    request(`/focus/${position}`, { schema: advertList, quiet: true }),
  );
  return data?.list ?? [];
}

/** GET /api/focus/kxzq_ad?ids= — the adverts a programme link names (/kxzq/goods/:url/:ads). */
export function useKxzqAdverts(ids: readonly number[]) {
  const { data } = useSWR(ids.length > 0 ? ['/focus/kxzq_ad', ids.join(',')] : null, () =>
    request('/focus/kxzq_ad', { query: { ids: ids.join(',') }, schema: advertList, quiet: true }),
  );
  return data?.list ?? [];
}

/** GET /api/kxzq/goods_access/:id — only asked for controlled goods a signed-in buyer may not order yet. */
export function useGoodsAccess(goodsId: number, enabled: boolean) {
  const { data } = useSWR(enabled ? ['/kxzq/goods_access', goodsId] : null, () =>
    request(`/kxzq/goods_access/${goodsId}`, { schema: controlledGoodsAccess, quiet: true }),
  );
  return data;
}

/** What the buyer is told after applying, by the standing the server answers with. */
export function applyMessage(result: ControlledApplyResult): string {
  if (result.auth_status === 'region') return '您所在地区已获授权，无需申请';
  if (result.is_authorised === 1) return '已获得授权，可直接采购';
  return '申请已提交，审核通过后即可采购';
}

/**
 * POST /api/kxzq/apply for a programme (url) or for the programme of a product (goods_id); a success toast,
 * then every programme, programme page, product and access answer is asked again.
 */
export function useApplyForProgramme() {
  const { mutate } = useSWRConfig();
  return async (target: { url: string } | { goods_id: number }) => {
    const result = await request('/kxzq/apply', {
      method: 'POST',
      body: target,
      schema: controlledApplyResult,
    });
    feedback.toast(applyMessage(result), 'success');
    await mutate(
      (key) =>
        Array.isArray(key) &&
        ['/kxzq', '/kxzq/goods', '/kxzq/goods_access', '/goods/detail', '/goods/list'].includes(key[0]),
    );
    return result;
  };
}

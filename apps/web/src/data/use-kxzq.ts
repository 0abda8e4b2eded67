import {
  advertList,
  controlledApplyResult,
  controlledGoodsAccess,
  controlledProgrammeList,
  controlledProgrammePage,
} from '../api/contracts';
import { ApiError } from '../api/errors';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/** GET /api/kxzq — the controlled-sale programmes with my company's standing. */
export function useProgrammes() {
  const read = useRead(keys.kxzq.programmes, () => request('/kxzq', { schema: controlledProgrammeList }));
  return { ...read, data: read.data?.list };
}

/** GET /api/kxzq/goods/:url?page — a programme and a page of its goods; `notFound` for an unknown url. */
export function useProgrammeGoods(url: string, page: number) {
  const read = useRead(keys.kxzq.goods(url, page), () =>
    request(`/kxzq/goods/${encodeURIComponent(url)}`, {
      query: { page, per_page: 20 },
      schema: controlledProgrammePage,
      handleSelf: [404, 422],
    }),
  );
  // A url that is no programme's is refused like a missing one.
  const unknownUrl = read.error instanceof ApiError && read.error.status === 422;
  return { ...read, notFound: read.notFound || unknownUrl };
}

/** The zone's banner positions (spec §7 /api/focus/kxzq and /api/focus/new_kxzq); silent on failure. */
export function useZoneBanners(position: 'kxzq' | 'new_kxzq') {
  const read = useRead(keys.focus.position(position), () =>
    request(`/focus/${position}`, { schema: advertList, quiet: true }),
  );
  return { ...read, data: read.data?.list };
}

/** GET /api/focus/kxzq_ad?ids= — the adverts a programme link names (/kxzq/goods/:url/:ads). */
export function useKxzqAdverts(ids: readonly number[]) {
  const read = useRead(ids.length > 0 ? keys.focus.kxzqAdverts(ids.join(',')) : null, () =>
    request('/focus/kxzq_ad', { query: { ids: ids.join(',') }, schema: advertList, quiet: true }),
  );
  return { ...read, data: read.data?.list };
}

/** GET /api/kxzq/goods_access/:id — only asked for controlled goods a signed-in buyer may not order yet. */
export function useGoodsAccess(goodsId: number, enabled: boolean) {
  return useRead(enabled ? keys.kxzq.access(goodsId) : null, () =>
    request(`/kxzq/goods_access/${goodsId}`, { schema: controlledGoodsAccess, quiet: true }),
  );
}

/**
 * Everything that carries the company's controlled-sale standing: the zone's programmes and pages, the
 * product access answers, and every read that lists goods with is_buy / buy_reason — lists, search
 * results, details, favourites and the promotion blocks.
 */
const standingReads = [keys.kxzq.all, keys.goods.all, keys.favorite.all, keys.promotion.all];

const apply = (target: { url: string } | { goods_id: number }) =>
  requestAnswer('/kxzq/apply', { method: 'POST', body: target, schema: controlledApplyResult });

/** POST /api/kxzq/apply for a programme (url) or for the programme of a product (goods_id). */
export function useApplyForProgramme() {
  return useAction(apply, { invalidates: standingReads });
}

import { goodsPage } from '../api/contracts';
import { request, requestAnswer } from '../api/request';
import { feedback } from '../feedback/feedback';
import { navigateTo } from '../lib/navigation';
import { useAction } from './action';
import { keys } from './keys';
import { useRead } from './read';

/** Where the buyer's favourites are listed. */
export const FAVORITES_PATH = '/zzfw/star';

/** GET /api/favorite?page — my favourites, newest first. */
export function useFavorites(page: number, enabled: boolean) {
  return useRead(enabled ? keys.favorite.page(page) : null, () =>
    request('/favorite', { query: { page, per_page: 20 }, schema: goodsPage }),
  );
}

/** A product's is_favorite shows on its detail and in every list of goods; the favourites pages list them. */
const favouriteReads = [keys.goods.all, keys.favorite.all];

const addFavorite = (goodsIds: number[]) =>
  requestAnswer('/favorite', { method: 'POST', body: { goods_ids: goodsIds } });
const cancelFavorite = (goodsIds: number[]) =>
  requestAnswer('/favorite/cancel', { method: 'POST', body: { goods_ids: goodsIds } });

/** The server's 收藏成功 in an alert that leads on to 查看我的收藏 (spec §8). */
function alertAdded({ message }: { message: string }) {
  feedback.alert({
    title: '温馨提示',
    message: message || '收藏成功',
    tone: 'success',
    actionLabel: '查看我的收藏',
    onAction: () => navigateTo(FAVORITES_PATH),
  });
}

/** POST /api/favorite. */
export function useAddFavorite() {
  return useAction(addFavorite, { invalidates: favouriteReads, onSuccess: alertAdded });
}

/** POST /api/favorite/cancel; the server's 已取消收藏 as a toast. */
export function useCancelFavorite() {
  return useAction(cancelFavorite, { invalidates: favouriteReads });
}

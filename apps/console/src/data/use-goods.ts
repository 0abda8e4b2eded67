import {
  type ConsoleGoodsBatchBody,
  type ConsoleGoodsListingBody,
  type ConsoleGoodsPatch,
  type ConsoleGoodsQuery,
  type ConsoleLadderBody,
  type ConsoleReclassBody,
  consoleGoodsDetail,
  consoleGoodsPage,
  emptyData,
  uploadedPicture,
} from '@yaocai/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '../api/request';
import { useAction } from './action';
import { keys } from './keys';

/*
 * 商品管理 (运营, permission `goods`; issue #26 §2): /api/console/goods. Every write is audited on the server,
 * clears the product's display caches there, and refreshes the goods here; `run` resolves with the server's
 * message (undefined when refused).
 */

export function useConsoleGoods(query: Partial<ConsoleGoodsQuery>) {
  const { data, error, isLoading, mutate } = useSWR(keys.goods.list(query), () =>
    request('/goods', { query, schema: consoleGoodsPage }),
  );
  return { page: data, error, isLoading, retry: () => mutate() };
}

export function useConsoleGoodsDetail(id: number) {
  const { data, error, isLoading, mutate } = useSWR(keys.goods.detail(id), () =>
    request(`/goods/${id}`, { schema: consoleGoodsDetail }),
  );
  return { goods: data, error, isLoading, retry: () => mutate() };
}

const edited = { invalidates: [keys.goods.all] };

/** PATCH /api/console/goods/{id}: price, stock, with_coupon, controlled sale, scope category. */
export function useEditGoods() {
  const send = useCallback(async (id: number, body: ConsoleGoodsPatch) => {
    const answer = await requestAnswer(`/goods/${id}`, { method: 'PATCH', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, edited);
}

/** PUT /api/console/goods/{id}/ladder: the whole ladder. */
export function useSaveLadder() {
  const send = useCallback(async (id: number, body: ConsoleLadderBody) => {
    const answer = await requestAnswer(`/goods/${id}/ladder`, { method: 'PUT', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, edited);
}

/** POST /api/console/goods/{id}/reclass: the regulatory class, as `ops reclass`. */
export function useReclassGoods() {
  const send = useCallback(async (id: number, body: ConsoleReclassBody) => {
    const answer = await requestAnswer(`/goods/${id}/reclass`, { method: 'POST', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, edited);
}

/** POST /api/console/goods/listing: 上架 or 下架 the selected products (the list's selection, or one on its page). */
export function useSetListing() {
  const send = useCallback(async (body: ConsoleGoodsListingBody) => {
    const answer = await requestAnswer('/goods/listing', { method: 'POST', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, edited);
}

/** PUT /api/console/goods/{id}/batches: adds a batch or changes the one with its 批号. */
export function useSaveBatch() {
  const send = useCallback(async (id: number, body: ConsoleGoodsBatchBody) => {
    const answer = await requestAnswer(`/goods/${id}/batches`, { method: 'PUT', body, schema: emptyData });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, edited);
}

/**
 * A batch's 质检报告: the scan uploaded into the picture store (POST /api/console/goods/pictures), then put on the
 * batch (PUT /api/console/goods/{id}/batches/{batch_id}/report). A refused upload changes nothing on the batch.
 */
export function useAttachBatchReport() {
  const send = useCallback(async (id: number, batchId: number, file: Blob) => {
    const uploaded = await requestAnswer('/goods/pictures', {
      method: 'POST',
      file,
      schema: uploadedPicture,
    });
    const answer = await requestAnswer(`/goods/${id}/batches/${batchId}/report`, {
      method: 'PUT',
      body: { report_url: uploaded.data.image },
      schema: emptyData,
    });
    return { data: answer.message, message: answer.message };
  }, []);
  return useAction(send, edited);
}

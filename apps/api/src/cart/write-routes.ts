import {
  cartAddBody,
  cartAddResult,
  cartBatchDeleteBody,
  cartBatchSelectBody,
  cartCopyBody,
  cartCopyResult,
  cartEditBody,
  cartGoodsIdParams,
  cartLineIdParams,
  cartQuickAddBody,
  cartState,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { copyLines } from './copy';
import { addToCart, deleteLines, editLine, selectLines } from './service';

/**
 * The cart's writes. Each is one transaction; a refused quantity is a 422 in Chinese that changed nothing.
 * Edit, select and delete answer the fresh cart state, so the page redraws without a second request.
 */
const cartWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          'Add entries (params[]); number defaults to the package size; a client price is ignored. Per-entry results, partial 1 when some were refused; all refused → 422',
        body: cartAddBody,
        response: okSchema(cartAddResult),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      const { result, message } = await addToCart(app.db, userId, request.body.params);
      return ok(result, message);
    },
  );

  app.post(
    '/api/cart/quick_add/:id',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary: 'Add one goods at its package size (or number) at its normal price; refused → 422',
        params: cartGoodsIdParams,
        body: cartQuickAddBody.nullish(),
        response: okSchema(cartAddResult),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      const entry = {
        goods_id: request.params.id,
        number: request.body?.number,
        ck_id: 0,
        goods_price_id: 0,
        ladder_price_id: 0,
        goods_manjian_id: 0,
        is_yj: 0,
        type: 0,
      } as const;
      const { result, message } = await addToCart(app.db, userId, [entry]);
      return ok(result, message);
    },
  );

  app.post(
    '/api/cart/:id/edit',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          "Set a line's quantity (number or params.number): whole packages within stock and limits, else 422 and unchanged; another buyer's line → 404",
        params: cartLineIdParams,
        body: cartEditBody,
        response: okSchema(cartState),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      return ok(await editLine(app.db, userId, request.params.id, request.body.number));
    },
  );

  app.post(
    '/api/cart/batch_delete',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary: "Delete lines; any id not the buyer's → 404 and nothing deleted",
        body: cartBatchDeleteBody,
        response: okSchema(cartState),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      return ok(await deleteLines(app.db, userId, request.body.ids), '删除成功');
    },
  );

  app.post(
    '/api/cart/batch_select',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          "Select or unselect lines; a line that cannot be bought or lacks stock stays unselected; another buyer's line → 404",
        body: cartBatchSelectBody,
        response: okSchema(cartState),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      const { ids, is_selected } = request.body;
      return ok(await selectLines(app.db, userId, ids, is_selected));
    },
  );

  app.post(
    '/api/cart/copy',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          "Copy lines into the carts of stores this buyer manages (each store's own standing and stock); a line or store not the buyer's → 404",
        body: cartCopyBody,
        response: okSchema(cartCopyResult),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      const { copied, stores, message } = await copyLines(
        app.db,
        userId,
        request.body.ids,
        request.body.other_user_ids,
      );
      return ok({ copied, stores }, message);
    },
  );
};

export default cartWriteRoutes;

import {
  cartCheckout,
  cartCheckoutBody,
  cartListQuery,
  cartNextHint,
  cartNextHintQuery,
  cartState,
  cartTotal,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { cartLineCount } from './cart-reads';
import { checkoutPreview, nextHints, cartState as readCartState } from './service';
import cartWriteRoutes from './write-routes';

/**
 * The cart (spec §7 Cart): signed-in buyers only, every amount priced by `priceCart` from the tables, never
 * cached (`no-store`: a cart is one buyer's and changes with every add). docs/cart.md records the decisions.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/cart/list',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          'The cart state: priced lines (filters 99999 all, or a line type 0/1/3), gifts, shipping, full-amount tiers (reached first) and totals over the whole cart',
        querystring: cartListQuery,
        response: okSchema(cartState),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      return ok(await readCartState(app.db, userId, request.query.filters));
    },
  );

  app.get(
    '/api/cart/total',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary: 'How many lines the cart holds (the badge; the web caps it at 99)',
        response: okSchema(cartTotal),
      },
    },
    async (request) => ok({ total: await cartLineCount(app.db, await request.requireUserId()) }),
  );

  app.post(
    '/api/cart/checkout',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary:
          "Step 2 preview of the chosen lines (their stored selection counts) with the company's registered address and its coupons ranked (coupon_id absent: the best usable one applied; 0: none); another buyer's line → 404",
        body: cartCheckoutBody,
        response: okSchema(cartCheckout),
      },
    },
    async (request) => {
      const userId = await request.requireUserId();
      return ok(
        await checkoutPreview(
          app.db,
          userId,
          request.body.ids,
          request.body.coupon_id,
          request.body.cash_voucher_ids,
        ),
      );
    },
  );

  app.post(
    '/api/cart/next_hint',
    {
      schema: {
        tags: ['cart'],
        security: signedInOnly,
        summary: 'What to add for the next full-amount tier, free shipping or a lower ladder price',
        querystring: cartNextHintQuery,
        response: okSchema(cartNextHint),
      },
    },
    async (request) => ok(await nextHints(app.db, await request.requireUserId())),
  );

  await app.register(cartWriteRoutes);
};

export default cartRoutes;

import {
  availableCouponList,
  availableCouponQuery,
  couponClaimParams,
  couponClaimResult,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { signedInOnly } from '../lib/openapi';
import { availableCoupons } from './coupon-centre';
import { claimForBuyer } from './coupon-claim';

/** The coupon centre /lqzx (issue #22 §2): templates to claim, and claiming one. Never cached. */
const couponCentreRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['wallet'];

  app.get(
    '/api/user/availableCoupon',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Coupons to claim now: type 0 全部, 1 店铺券, 2 品类券, 3 新人券; each with remaining, per_buyer_limit, claimed (by this company) and state',
        querystring: availableCouponQuery,
        response: okSchema(availableCouponList),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { companyId } = await request.requireCompany();
      return ok(await availableCoupons(app.db, companyId, request.query, Date.now()));
    },
  );

  app.post(
    '/api/coupon/:id/claim',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Claims one coupon of a template: 409 with the reason when sold out, over the per-buyer limit, paused, not started or over; 404 for no such template',
        params: couponClaimParams,
        response: okSchema(couponClaimResult),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { companyId } = await request.requireCompany();
      const outcome = await claimForBuyer(app.db, companyId, request.params.id);
      return ok(
        {
          user_coupon_id: outcome.userCouponId,
          claimed: outcome.claimed,
          remaining: outcome.remaining,
          state: outcome.state,
        },
        '领取成功',
      );
    },
  );
};

export default couponCentreRoutes;

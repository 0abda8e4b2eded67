import {
  consoleCouponList,
  consoleCouponRow,
  couponClaimParams,
  couponScheduleBody,
  couponStatusBody,
  couponTemplateBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditedAction } from '../console';
import { ok, okSchema } from '../lib/envelope';
import {
  createCouponTemplate,
  listCouponTemplates,
  scheduleCouponTemplate,
  setCouponTemplateStatus,
} from './coupon-templates';

const idParams = couponClaimParams;

/**
 * 优惠券 in the console (issue #22 §5), for 运营 (permission `promotions`): the templates, creating one, its claim
 * window, pausing, resuming and ending — the functions `ops coupon …` calls, each one audited transaction.
 */
const couponConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/console/coupons',
    {
      config: { console: 'promotions' },
      schema: { summary: 'Coupon templates, newest first', response: okSchema(consoleCouponList) },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ list: await listCouponTemplates(app.db) });
    },
  );

  app.post(
    '/api/console/coupons',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Create a coupon template',
        body: couponTemplateBody,
        response: okSchema(consoleCouponRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'coupon-create', args: request.body },
        async (tx) => {
          const created = await createCouponTemplate(tx, request.body);
          return { value: created, result: `已创建优惠券 #${created.id} ${created.title}`, after: created };
        },
      );
      return ok(row, '已创建');
    },
  );

  app.post(
    '/api/console/coupons/:id/schedule',
    {
      config: { console: 'promotions' },
      schema: {
        summary: "Set a template's claim window (409 once ended)",
        params: idParams,
        body: couponScheduleBody,
        response: okSchema(consoleCouponRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'coupon-schedule', args: { id, ...request.body } },
        async (tx) => {
          const { before, after } = await scheduleCouponTemplate(tx, id, request.body);
          return { value: after, result: `已排期优惠券 #${id}`, before, after };
        },
      );
      return ok(row, '已保存');
    },
  );

  app.post(
    '/api/console/coupons/:id/status',
    {
      config: { console: 'promotions' },
      schema: {
        summary: 'Pause, resume (active) or end a template (409 from a state that does not allow it)',
        params: idParams,
        body: couponStatusBody,
        response: okSchema(consoleCouponRow),
      },
    },
    async (request) => {
      const { username } = await request.requireOperator();
      const { id } = request.params;
      const { status } = request.body;
      const row = await auditedAction(
        app.db,
        { operator: username, command: 'coupon-status', args: { id, status } },
        async (tx) => {
          const { before, after } = await setCouponTemplateStatus(tx, id, status);
          return { value: after, result: `优惠券 #${id}：${before.status} → ${after.status}`, before, after };
        },
      );
      return ok(row, '已保存');
    },
  );
};

export default couponConsoleRoutes;

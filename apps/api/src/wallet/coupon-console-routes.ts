import {
  consoleCouponList,
  consoleCouponRow,
  couponClaimParams,
  couponScheduleBody,
  couponStatusBody,
  couponTemplateBody,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduledRoutes } from '../console';
import {
  createCouponTemplate,
  listCouponTemplates,
  scheduleCouponTemplate,
  setCouponTemplateStatus,
} from './coupon-templates';

/**
 * 优惠券 in the console (issue #22 §5), for 运营 (permission `promotions`): the templates, creating one, its claim
 * window, pausing, resuming and ending — the functions `ops coupon …` calls, each one audited transaction.
 */
const couponConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduledRoutes(app, {
    path: '/api/console/coupons',
    permission: 'promotions',
    command: 'coupon',
    noun: '优惠券',
    summaries: {
      list: 'Coupon templates, newest first',
      create: 'Create a coupon template',
      status: 'Pause, resume (active) or end a template (409 from a state that does not allow it)',
    },
    params: couponClaimParams,
    body: couponTemplateBody,
    statusBody: couponStatusBody,
    list: consoleCouponList,
    row: consoleCouponRow,
    listAll: listCouponTemplates,
    create: createCouponTemplate,
    setStatus: (tx, id, { status }) => setCouponTemplateStatus(tx, id, status),
    schedule: {
      summary: "Set a template's claim window (409 once ended)",
      body: couponScheduleBody,
      set: scheduleCouponTemplate,
    },
  });
};

export default couponConsoleRoutes;

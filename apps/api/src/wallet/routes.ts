import {
  couponList,
  couponListQuery,
  couponNum,
  creditBill,
  creditBillList,
  creditListQuery,
  creditRepayBody,
  fenToYuan,
  moneyLog,
  moneyLogQuery,
  userCredit,
  userMoney,
} from '@yaocai/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendAnswer } from '../lib/idempotency';
import { signedInOnly } from '../lib/openapi';
import { startBillTransfer } from './bill-transfer';
import {
  balanceOf,
  couponCounts,
  creditBills,
  couponList as readCouponList,
  moneyLog as readMoneyLog,
  userCredit as readUserCredit,
  repayBill,
} from './reads';

/**
 * The wallet (spec §7 User wallet calls; /wdqb): balance and its log, credit (账期) and its bills with repayment
 * from the balance, coupons held. All of the buyer's company, never cached.
 */
const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const tags = ['wallet'];

  app.get(
    '/api/user/user_money',
    { schema: { tags, security: signedInOnly, summary: 'The balance', response: okSchema(userMoney) } },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok({ balance: fenToYuan(await balanceOf(app.db, companyId)) });
    },
  );

  app.get(
    '/api/user/user_money_log',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'Balance entries newest first, by kind (use_type) and Beijing dates (inclusive)',
        querystring: moneyLogQuery,
        response: okSchema(moneyLog),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await readMoneyLog(app.db, companyId, request.query));
    },
  );

  app.get(
    '/api/user/user_credit',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          'Credit (账期): limit, used, available, billing day, due days, overdue and whether it is frozen',
        response: okSchema(userCredit),
      },
    },
    async (request) => ok(await readUserCredit(app.db, (await request.requireCompany()).companyId)),
  );

  app.get(
    '/api/user/user_credit_list',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'Credit bills newest first: type 0 all, 1 open, 2 repaid, 3 overdue',
        querystring: creditListQuery,
        response: okSchema(creditBillList),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await creditBills(app.db, companyId, request.query));
    },
  );

  app.post(
    '/api/pay/credit_repay',
    {
      schema: {
        tags,
        security: signedInOnly,
        idempotencyKey: 'required',
        summary:
          "Repays what a bill still owes from the balance (header Idempotency-Key); another company's bill → 404",
        body: creditRepayBody,
        response: okSchema(creditBill),
      },
    },
    async (request, reply) => {
      const payer = await request.requireCompany();
      const key = idempotencyKeyOf(request);
      const answer = await runIdempotent(
        app.db,
        { userId: payer.userId, route: 'POST /api/pay/credit_repay', key, body: request.body },
        async (tx) => ok(await repayBill(tx, payer, request.body.bill_id), '还款成功'),
      );
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/pay/credit_repay_transfer',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary:
          "Asks to repay a bill by bank transfer: the bill with its pending transfer (payee, amount, reference; the same one while pending), repaid when an operator confirms; another company's bill → 404",
        body: creditRepayBody,
        response: okSchema(creditBill),
      },
    },
    async (request) => {
      return ok(
        await startBillTransfer(app.db, await request.requireCompany(), request.body.bill_id),
        '请按页面信息转账，到账确认后账单即还款',
      );
    },
  );

  app.get(
    '/api/user/coupon',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'Coupons held: status 0 unused, 1 used, 2 expired',
        querystring: couponListQuery,
        response: okSchema(couponList),
      },
    },
    async (request) => {
      const { companyId } = await request.requireCompany();
      return ok(await readCouponList(app.db, companyId, request.query));
    },
  );

  app.get(
    '/api/user/couponNum',
    {
      schema: {
        tags,
        security: signedInOnly,
        summary: 'Coupons held per status',
        response: okSchema(couponNum),
      },
    },
    async (request) => ok(await couponCounts(app.db, (await request.requireCompany()).companyId)),
  );
};

export default walletRoutes;

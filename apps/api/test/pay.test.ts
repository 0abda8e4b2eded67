import {
  beijingDate,
  couponList,
  couponNum,
  creditBill,
  creditBillList,
  moneyLog,
  orderDetail,
  paymentResult,
  payOptions,
  transferInstructions,
  userCredit,
  yuanToFen,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { main as ops } from '../src/cli/ops';
import { EXPIRY_REASON, expireDueOrders, TRANSFER_HOLD_HOURS } from '../src/orders/transitions';
import { confirmTransfer } from '../src/payments/transfer';
import { billPeriod } from '../src/wallet/credit';
import { ledgerMismatches } from '../src/wallet/ledger';
import { Browser } from './browser';
import { build, type TestApp } from './helper';
import {
  type Buyer,
  buyerByPhone,
  flashSale,
  goodsWithStock,
  heldCoupon,
  orderStatusOf,
  placeOrder,
  setWallet,
  stockOf,
  walletOf,
} from './orders.fixtures';

let t: TestApp;
let browser: Browser;
let stranger: Browser;
let me: Buyer;
let goodsId: number;
let keyCount = 0;
const newKey = () => `pay-test-key-${++keyCount}`;

beforeAll(async () => {
  t = await build({ orderExpiryIntervalMs: 0 });
  me = await buyerByPhone(t.database.db, '13800138000');
  goodsId = await goodsWithStock(t.database.db, 1000);
  browser = new Browser(t.app);
  await browser.login('13800138000', 'demo1234');
  stranger = new Browser(t.app);
  await stranger.login('13900139000', 'demo1234');
});
afterAll(async () => t.close());

const db = () => t.database.db;
const order = (priceFen = 1250, number = 2, extra: Partial<Parameters<typeof placeOrder>[1]> = {}) =>
  placeOrder(db(), { buyer: me, lines: [{ goodsId, number, priceFen }], ...extra });

function send(as: Browser, path: string, body: unknown, key?: string) {
  return as.request('POST', path, { json: body, headers: key ? { 'idempotency-key': key } : {} });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db().execute(query)).rows as T[];
}

describe('paying from the balance', () => {
  it('debits the balance once, marks the order paid, logs the debit and replays the key byte for byte', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 100_000 });
    const { id } = await order();
    const key = newKey();
    const first = await send(browser, '/api/pay/balance', { order_id: id }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(paymentResult.parse(first.json().data)).toMatchObject({
      status: 'paid',
      order_status: 'paid',
      amount: '25.00',
    });
    const replay = await send(browser, '/api/pay/balance', { order_id: id }, key);
    expect(replay.body).toBe(first.body);
    const other = await order();
    expect((await send(browser, '/api/pay/balance', { order_id: other.id }, key)).statusCode).toBe(409);

    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(97_500);
    expect(await orderStatusOf(db(), id)).toBe('paid');
    const money = await browser.request('GET', '/api/user/user_money');
    expect(money.json().data).toEqual({ balance: '975.00' });
    const today = beijingDate(Date.now());
    const log = await browser.request(
      'GET',
      `/api/user/user_money_log?use_type=payment&start_time=${today}&end_time=${today}`,
    );
    const entries = moneyLog.parse(log.json().data);
    expect(entries.total).toBe(1);
    expect(entries.list[0]).toMatchObject({
      amount: '-25.00',
      balance_after: '975.00',
      type_text: '订单支付',
    });
    const [sn] = await rows<{ order_sn: string }>(sql`SELECT order_sn FROM orders WHERE id = ${id}`);
    expect(entries.list[0]?.order_sn).toBe(sn?.order_sn);
    const yesterday = beijingDate(Date.now() - 86_400_000);
    const before = await browser.request('GET', `/api/user/user_money_log?end_time=${yesterday}`);
    expect(moneyLog.parse(before.json().data).total).toBe(0);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refuses a short balance with 409 余额不足 and writes nothing; the same key works once topped up', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 100 });
    const { id } = await order();
    const key = newKey();
    const refused = await send(browser, '/api/pay/balance', { order_id: id }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('余额不足');
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    expect(await rows(sql`SELECT id FROM payments WHERE order_id = ${id}`)).toEqual([]);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(100);
    await setWallet(db(), me.companyId, { balanceFen: 2_500 });
    expect((await send(browser, '/api/pay/balance', { order_id: id }, key)).statusCode).toBe(200);
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(0);
  });

  it('refuses an order past its deadline, and one already paid, with 409', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 100_000 });
    const late = await order(1250, 2, { deadlineInSeconds: -60 });
    const refused = await send(browser, '/api/pay/balance', { order_id: late.id }, newKey());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('超过支付时限');
    const { id } = await order();
    await send(browser, '/api/pay/balance', { order_id: id }, newKey());
    const again = await send(browser, '/api/pay/balance', { order_id: id }, newKey());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('无需再次支付');
  });
});

describe('paying on credit (账期)', () => {
  it('bills the period by the billing day on the Beijing calendar, due days after closing', () => {
    const at = (iso: string) => Date.parse(`${iso}+08:00`);
    expect(billPeriod(at('2026-11-05T23:59:00'), 5, 15)).toEqual({
      period: '2026-11',
      closesOn: '2026-11-05',
      dueOn: '2026-11-20',
    });
    // 00:30 on the 6th in Beijing is still the 5th in UTC.
    expect(billPeriod(at('2026-11-06T00:30:00'), 5, 15).period).toBe('2026-12');
    expect(billPeriod(at('2026-12-20T10:00:00'), 5, 30)).toEqual({
      period: '2027-01',
      closesOn: '2027-01-05',
      dueOn: '2027-02-04',
    });
  });

  it('creates one pending payment, pays it onto the bill and reports it paid', async () => {
    await setWallet(db(), me.companyId, { creditLimitFen: 50_000, billingDay: 28, dueDays: 15 });
    const { id } = await order(1000, 3);
    const created = await send(browser, '/api/pay/user_credit_create', { order_id: id });
    expect(created.statusCode, created.body).toBe(200);
    const payment = paymentResult.parse(created.json().data);
    expect(payment).toMatchObject({ method: 'credit', status: 'pending', amount: '30.00' });
    const again = paymentResult.parse(
      (await send(browser, '/api/pay/user_credit_create', { order_id: id })).json().data,
    );
    expect(again.payment_id).toBe(payment.payment_id);

    const key = newKey();
    const paid = await send(browser, '/api/pay/user_credit_pay', { payment_id: payment.payment_id }, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paymentResult.parse(paid.json().data)).toMatchObject({ status: 'paid', order_status: 'paid' });
    expect(
      (await send(browser, '/api/pay/user_credit_pay', { payment_id: payment.payment_id }, key)).body,
    ).toBe(paid.body);
    // Without a key, paying a paid payment answers its state and charges nothing more.
    expect(
      (await send(browser, '/api/pay/user_credit_pay', { payment_id: payment.payment_id })).statusCode,
    ).toBe(200);
    const check = await send(browser, '/api/pay/user_credit_check', { payment_id: payment.payment_id });
    expect(paymentResult.parse(check.json().data).status).toBe('paid');

    expect((await walletOf(db(), me.companyId)).creditUsedFen).toBe(3_000);
    const credit = userCredit.parse((await browser.request('GET', '/api/user/user_credit')).json().data);
    expect(credit).toMatchObject({ limit: '500.00', used: '30.00', available: '470.00', frozen: 0 });
    const bills = creditBillList.parse(
      (await browser.request('GET', '/api/user/user_credit_list?type=1')).json().data,
    );
    expect(bills.list).toEqual([
      expect.objectContaining({ amount: '30.00', outstanding: '30.00', status: 'open' }),
    ]);
    expect(bills.list[0]?.period).toBe(billPeriod(Date.now(), 28, 15).period);
  });

  it('refuses more than the available credit with 409 可用额度不足', async () => {
    const { id } = await order(100_000, 1);
    const refused = await send(browser, '/api/pay/user_credit_create', { order_id: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('可用额度不足');
  });

  it('freezes credit while a bill is overdue, and repaying it from the balance unfreezes it', async () => {
    await db().execute(
      sql`UPDATE credit_bills SET due_on = current_date - 3 WHERE company_id = ${me.companyId}`,
    );
    const credit = userCredit.parse((await browser.request('GET', '/api/user/user_credit')).json().data);
    expect(credit).toMatchObject({ frozen: 1, overdue: '30.00' });
    const { id } = await order(100, 1);
    const refused = await send(browser, '/api/pay/user_credit_create', { order_id: id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('账期已冻结');
    const options = payOptions.parse(
      (await browser.request('GET', `/api/pay/options?order_id=${id}`)).json().data,
    );
    expect(options.methods.find((m) => m.method === 'credit')).toMatchObject({ available: 0 });

    const overdue = creditBillList.parse(
      (await browser.request('GET', '/api/user/user_credit_list?type=3')).json().data,
    );
    const billId = overdue.list[0]?.id as number;
    await setWallet(db(), me.companyId, { balanceFen: 5_000 });
    const key = newKey();
    const repaid = await send(browser, '/api/pay/credit_repay', { bill_id: billId }, key);
    expect(repaid.statusCode, repaid.body).toBe(200);
    expect(creditBill.parse(repaid.json().data)).toMatchObject({
      repaid: '30.00',
      outstanding: '0.00',
      status: 'repaid',
    });
    expect((await send(browser, '/api/pay/credit_repay', { bill_id: billId }, key)).body).toBe(repaid.body);
    expect((await send(browser, '/api/pay/credit_repay', { bill_id: billId }, newKey())).statusCode).toBe(
      409,
    );
    expect(await walletOf(db(), me.companyId)).toMatchObject({ balanceFen: 2_000, creditUsedFen: 0 });
    expect(userCredit.parse((await browser.request('GET', '/api/user/user_credit')).json().data).frozen).toBe(
      0,
    );
    await db().execute(
      sql`UPDATE credit_bills SET due_on = closes_on + 15 WHERE company_id = ${me.companyId}`,
    );
    const log = moneyLog.parse(
      (await browser.request('GET', '/api/user/user_money_log?use_type=repayment')).json().data,
    );
    expect(log.list[0]).toMatchObject({ amount: '-30.00', type_text: '账期还款' });
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});

describe('repaying a bill by bank transfer (对公转账还款)', () => {
  const payOnCredit = async (priceFen: number) => {
    const { id } = await order(priceFen, 1);
    const created = paymentResult.parse(
      (await send(browser, '/api/pay/user_credit_create', { order_id: id })).json().data,
    );
    const paid = await send(browser, '/api/pay/user_credit_pay', { payment_id: created.payment_id });
    expect(paid.statusCode, paid.body).toBe(200);
  };
  const askTransfer = async (billId: number) => {
    const answer = await send(browser, '/api/pay/credit_repay_transfer', { bill_id: billId });
    expect(answer.statusCode, answer.body).toBe(200);
    return creditBill.parse(answer.json().data);
  };
  const confirm = async (reference: string) => {
    const out: string[] = [];
    const code = await ops(['confirm-transfer', reference, '--operator', '王会计'], {
      db: db(),
      out: (line) => out.push(line),
    });
    return { code, text: out.join('\n') };
  };
  const ledgerCount = async () =>
    (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ledger_entries`))[0]?.n;

  it("gives the payee and a reference, and an operator's confirmation repays the overdue bill once", async () => {
    await setWallet(db(), me.companyId, { balanceFen: 0, creditLimitFen: 50_000, billingDay: 28 });
    await payOnCredit(4_000);
    await db().execute(
      sql`UPDATE credit_bills SET due_on = current_date - 3 WHERE company_id = ${me.companyId}`,
    );
    const [overdue] = creditBillList.parse(
      (await browser.request('GET', '/api/user/user_credit_list?type=3')).json().data,
    ).list;
    const owed = overdue?.outstanding as string;
    const asked = await askTransfer(overdue?.id as number);
    expect(asked.transfer).toMatchObject({ amount: owed, payee: { name: '药采医药有限公司' } });
    const reference = asked.transfer?.reference as string;
    expect(reference).toMatch(/^YCH[0-9A-HJKMNP-TV-Z]{8}$/);
    expect((await askTransfer(asked.id)).transfer?.reference).toBe(reference);
    const listed = creditBillList.parse(
      (await browser.request('GET', '/api/user/user_credit_list')).json().data,
    );
    expect(listed.list.find((bill) => bill.id === asked.id)?.transfer?.reference).toBe(reference);
    const before = await walletOf(db(), me.companyId);

    const confirmed = await confirm(reference);
    expect(confirmed, confirmed.text).toMatchObject({ code: 0 });
    const after = await walletOf(db(), me.companyId);
    expect(after).toMatchObject({ balanceFen: 0, creditUsedFen: before.creditUsedFen - yuanToFen(owed) });
    const [bill] = creditBillList.parse(
      (await browser.request('GET', '/api/user/user_credit_list?type=2')).json().data,
    ).list;
    expect(bill).toMatchObject({ id: asked.id, outstanding: '0.00', status: 'repaid', transfer: null });
    expect(userCredit.parse((await browser.request('GET', '/api/user/user_credit')).json().data).frozen).toBe(
      0,
    );

    const entries = await ledgerCount();
    expect((await confirm(reference)).code).toBe(1);
    expect(await walletOf(db(), me.companyId)).toEqual(after);
    expect(await ledgerCount()).toBe(entries);
    expect((await confirm('YCH00000000')).code).toBe(1);
    await db().execute(
      sql`UPDATE credit_bills SET due_on = closes_on + 15 WHERE company_id = ${me.companyId}`,
    );
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('repays only what the bill still owes: the rest stays owed, or a surplus goes to the balance', async () => {
    await payOnCredit(1_000);
    const [bill] = creditBillList.parse(
      (await browser.request('GET', '/api/user/user_credit_list?type=1')).json().data,
    ).list;
    const billId = bill?.id as number;
    const first = (await askTransfer(billId)).transfer?.reference as string;
    await payOnCredit(500);
    expect((await confirm(first)).code).toBe(0);
    expect(creditBill.parse(await askTransfer(billId)).outstanding).toBe('5.00');

    // The buyer repays from the balance while the transfer is on its way: the transfer then owes nothing.
    const second = (await askTransfer(billId)).transfer?.reference as string;
    expect(second).not.toBe(first);
    await setWallet(db(), me.companyId, { balanceFen: 500 });
    expect((await send(browser, '/api/pay/credit_repay', { bill_id: billId }, newKey())).statusCode).toBe(
      200,
    );
    const used = (await walletOf(db(), me.companyId)).creditUsedFen;
    const surplus = await confirm(second);
    expect(surplus.text).toContain('已转入余额');
    expect(await walletOf(db(), me.companyId)).toMatchObject({ balanceFen: 500, creditUsedFen: used });
    expect((await send(browser, '/api/pay/credit_repay_transfer', { bill_id: billId })).statusCode).toBe(409);
    expect(await ledgerMismatches(db())).toEqual([]);
  });
});

describe('paying by bank transfer (对公转账)', () => {
  it("gives the platform's account and one reference per order; an operator's confirmation pays it once", async () => {
    const { id } = await order();
    const answer = await send(browser, '/api/pay/transfer', { order_id: id });
    expect(answer.statusCode, answer.body).toBe(200);
    const instructions = transferInstructions.parse(answer.json().data);
    expect(instructions.reference).toMatch(/^YCZ[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(instructions.payee.name).toBe('药采医药有限公司');
    expect(instructions.status).toBe('pending');
    const again = transferInstructions.parse(
      (await send(browser, '/api/pay/transfer', { order_id: id })).json().data,
    );
    expect(again.reference).toBe(instructions.reference);
    const options = payOptions.parse(
      (await browser.request('GET', `/api/pay/options?order_id=${id}`)).json().data,
    );
    expect(options.pending).toEqual([
      { payment_id: instructions.payment_id, method: 'transfer', reference: instructions.reference },
    ]);

    const confirmed = await db().transaction((tx) => confirmTransfer(tx, instructions.reference, '王会计'));
    expect(confirmed).toMatchObject({ status: 'paid', order_status: 'paid' });
    await expect(
      db().transaction((tx) => confirmTransfer(tx, instructions.reference, '王会计')),
    ).rejects.toThrow('已确认');
    await expect(db().transaction((tx) => confirmTransfer(tx, 'YCZ00000000', '王会计'))).rejects.toThrow(
      '没有识别码',
    );
    const [event] = await rows<{ actor: string }>(
      sql`SELECT actor FROM order_events WHERE order_id = ${id} AND status = 'paid'`,
    );
    expect(event?.actor).toBe('operator:王会计');
  });

  it('keeps an order with a pending transfer past its deadline for the hold, then expires it; a late confirmation is refused', async () => {
    const { id } = await order(1250, 2, { deadlineInSeconds: -60 });
    await db().execute(sql`UPDATE orders SET pay_deadline = now() + interval '1 minute' WHERE id = ${id}`);
    const { reference } = transferInstructions.parse(
      (await send(browser, '/api/pay/transfer', { order_id: id })).json().data,
    );
    await db().execute(sql`UPDATE orders SET pay_deadline = now() - interval '1 minute' WHERE id = ${id}`);
    await expireDueOrders(db(), new Date());
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    await expireDueOrders(db(), new Date(Date.now() + (TRANSFER_HOLD_HOURS + 1) * 3_600_000));
    expect(await orderStatusOf(db(), id)).toBe('cancelled');
    const [cancelled] = await rows<{ cancel_reason: string }>(
      sql`SELECT cancel_reason FROM orders WHERE id = ${id}`,
    );
    expect(cancelled?.cancel_reason).toBe(EXPIRY_REASON);
    await expect(db().transaction((tx) => confirmTransfer(tx, reference, '王会计'))).rejects.toThrow(
      '原路退回',
    );
  });
});

describe('the expiry job', () => {
  it('cancels an unpaid order past its deadline by itself while the server runs', async () => {
    const { id } = await order(1250, 2, { deadlineInSeconds: -1 });
    const server = await buildApp({
      db: db(),
      config: { ...t.app.config, orderExpiryIntervalMs: 20 },
      logger: false,
    });
    await server.ready();
    await vi.waitFor(async () => expect(await orderStatusOf(db(), id)).toBe('cancelled'), { timeout: 5_000 });
    await server.close();
  });
});

describe('cancelling an order', () => {
  it('gives back stock, flash-sale units and the coupon exactly once when 10 cancels race', async () => {
    const spike = await flashSale(db(), goodsId, 'pay-test-spike');
    const coupon = await heldCoupon(db(), me.companyId, 'pay-test-coupon');
    const stock = await stockOf(db(), goodsId);
    const { id } = await placeOrder(db(), {
      buyer: me,
      lines: [{ goodsId, number: 4, priceFen: 900, promotionId: spike, promotionUnits: 3 }],
      userCouponId: coupon,
    });
    await send(browser, '/api/pay/transfer', { order_id: id });
    expect(await stockOf(db(), goodsId)).toBe(stock - 4);
    const couponsBefore = couponNum.parse((await browser.request('GET', '/api/user/couponNum')).json().data);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(browser, `/api/order/${id}/cancel`, { reason: '不想要了' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await stockOf(db(), goodsId)).toBe(stock);
    const [units] = await rows<{ units: number }>(
      sql`SELECT units FROM promotion_purchases WHERE promotion_id = ${spike} AND company_id = ${me.companyId}`,
    );
    expect(units?.units).toBe(0);
    const couponsAfter = couponNum.parse((await browser.request('GET', '/api/user/couponNum')).json().data);
    expect(couponsAfter.unused).toBe(couponsBefore.unused + 1);
    const unused = couponList.parse((await browser.request('GET', '/api/user/coupon?status=0')).json().data);
    expect(unused.list.find((c) => c.id === coupon)).toMatchObject({
      scope_text: '全场通用',
      amount: '10.00',
    });
    expect(await rows(sql`SELECT id FROM payments WHERE order_id = ${id} AND status <> 'cancelled'`)).toEqual(
      [],
    );
    const [event] = await rows<{ note: string }>(
      sql`SELECT note FROM order_events WHERE order_id = ${id} AND status = 'cancelled'`,
    );
    expect(event?.note).toBe('不想要了');
  });

  it('refunds a balance payment to the balance, a credit payment to the credit line and its bill', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 10_000, creditLimitFen: 50_000, billingDay: 28 });
    const byBalance = await order(1500, 2);
    await send(browser, '/api/pay/balance', { order_id: byBalance.id }, newKey());
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(7_000);
    const cancelled = await send(browser, `/api/order/${byBalance.id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().message).toBe('订单已取消，¥30.00 已退回余额');
    expect((await walletOf(db(), me.companyId)).balanceFen).toBe(10_000);
    const log = moneyLog.parse(
      (await browser.request('GET', '/api/user/user_money_log?use_type=refund')).json().data,
    );
    expect(log.list[0]).toMatchObject({ amount: '+30.00', type_text: '订单退款' });
    expect((await send(browser, `/api/order/${byBalance.id}/cancel`, {})).statusCode).toBe(409);

    const byCredit = await order(2000, 1);
    const { payment_id } = paymentResult.parse(
      (await send(browser, '/api/pay/user_credit_create', { order_id: byCredit.id })).json().data,
    );
    await send(browser, '/api/pay/user_credit_pay', { payment_id });
    const billBefore = await rows<{ amount_fen: string }>(
      sql`SELECT b.amount_fen FROM credit_bills b JOIN ledger_entries e ON e.bill_id = b.id WHERE e.payment_id = ${payment_id}`,
    );
    const usedBefore = (await walletOf(db(), me.companyId)).creditUsedFen;
    expect((await send(browser, `/api/order/${byCredit.id}/cancel`, {})).json().message).toContain(
      '已退回账期额度',
    );
    expect((await walletOf(db(), me.companyId)).creditUsedFen).toBe(usedBefore - 2_000);
    const billAfter = await rows<{ amount_fen: string }>(
      sql`SELECT b.amount_fen FROM credit_bills b JOIN ledger_entries e ON e.bill_id = b.id WHERE e.payment_id = ${payment_id}`,
    );
    expect(Number(billAfter[0]?.amount_fen)).toBe(Number(billBefore[0]?.amount_fen) - 2_000);
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('refunds a credit payment whose bill the buyer has already repaid to the balance', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 10_000, creditLimitFen: 50_000, billingDay: 28 });
    const { id } = await order(2500, 1);
    const { payment_id } = paymentResult.parse(
      (await send(browser, '/api/pay/user_credit_create', { order_id: id })).json().data,
    );
    await send(browser, '/api/pay/user_credit_pay', { payment_id });
    const [bill] = await rows<{ id: number }>(
      sql`SELECT bill_id AS id FROM ledger_entries WHERE payment_id = ${payment_id}`,
    );
    await send(browser, '/api/pay/credit_repay', { bill_id: bill?.id }, newKey());
    const repaid = await walletOf(db(), me.companyId);
    expect((await send(browser, `/api/order/${id}/cancel`, {})).statusCode).toBe(200);
    expect(await walletOf(db(), me.companyId)).toMatchObject({
      balanceFen: repaid.balanceFen + 2_500,
      creditUsedFen: repaid.creditUsedFen,
    });
    const [after] = await rows<{ amount_fen: string; repaid_fen: string }>(
      sql`SELECT amount_fen, repaid_fen FROM credit_bills WHERE id = ${bill?.id}`,
    );
    expect(Number(after?.amount_fen)).toBe(Number(after?.repaid_fen));
    expect(await ledgerMismatches(db())).toEqual([]);
  });

  it('offers cancelling exactly when cancelling succeeds, an unpaid order past its deadline included', async () => {
    const { id } = await order(1250, 2, { deadlineInSeconds: -60 });
    const detailOf = async () =>
      orderDetail.parse((await browser.request('GET', `/api/order/${id}`)).json().data);
    expect(await detailOf()).toMatchObject({ status: 'unpaid', can_pay: 0, can_cancel: 1 });
    expect((await send(browser, `/api/order/${id}/cancel`, {})).statusCode).toBe(200);
    expect(await detailOf()).toMatchObject({ status: 'cancelled', can_cancel: 0 });
    expect((await send(browser, `/api/order/${id}/cancel`, {})).statusCode).toBe(409);
  });

  it('records a transfer refund as due by bank, and refuses to cancel a shipped order', async () => {
    const { id } = await order();
    const { reference } = transferInstructions.parse(
      (await send(browser, '/api/pay/transfer', { order_id: id })).json().data,
    );
    await db().transaction((tx) => confirmTransfer(tx, reference, '王会计'));
    const cancelled = await send(browser, `/api/order/${id}/cancel`, {});
    expect(cancelled.json().message).toContain('原路退回');
    const [payment] = await rows<{ status: string }>(
      sql`SELECT status FROM payments WHERE reference = ${reference}`,
    );
    expect(payment?.status).toBe('refunded');

    const shipped = await order();
    await db().execute(sql`UPDATE orders SET status = 'shipped' WHERE id = ${shipped.id}`);
    const refused = await send(browser, `/api/order/${shipped.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('订单已发货，不能取消');
  });
});

describe("another company's order, payment or bill", () => {
  it('is 404 on every id-taking route of payment, the wallet and cancellation', async () => {
    await setWallet(db(), me.companyId, { balanceFen: 100_000, creditLimitFen: 50_000, billingDay: 28 });
    const { id } = await order();
    const { payment_id } = paymentResult.parse(
      (await send(browser, '/api/pay/user_credit_create', { order_id: id })).json().data,
    );
    const [bill] = await rows<{ id: number }>(
      sql`SELECT id FROM credit_bills WHERE company_id = ${me.companyId} LIMIT 1`,
    );
    const attempts = [
      send(stranger, '/api/pay/balance', { order_id: id }, newKey()),
      send(stranger, '/api/pay/user_credit_create', { order_id: id }),
      send(stranger, '/api/pay/user_credit_pay', { payment_id }),
      send(stranger, '/api/pay/user_credit_check', { payment_id }),
      send(stranger, '/api/pay/transfer', { order_id: id }),
      send(stranger, '/api/pay/credit_repay', { bill_id: bill?.id }, newKey()),
      send(stranger, `/api/order/${id}/cancel`, {}),
      stranger.request('GET', `/api/pay/options?order_id=${id}`),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.statusCode, answer.body).toBe(404);
    expect(await orderStatusOf(db(), id)).toBe('unpaid');
    expect(await rows(sql`SELECT id FROM payments WHERE order_id = ${id} AND method <> 'credit'`)).toEqual(
      [],
    );
  });
});

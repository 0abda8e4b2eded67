import { expect, it } from 'vitest';
import { upgradeDatabase } from './migration-support';

/*
 * Migration 0022 on a database that holds invoices recorded by the old `ops invoice` (order_invoices): each becomes
 * an issued blue invoice with the order's paid lines and its shipping fee, titled from the company's invoice
 * details, and order_invoices goes. The migrations before it are applied from their files, in journal order.
 */

const { db, rows, migrate } = upgradeDatabase('0022_invoices', 'invoices_upgrade');

it('turns each recorded number into an issued blue invoice with the paid lines and the shipping fee', async () => {
  await db().query(`INSERT INTO companies (name, invoice) VALUES ('仁心大药房',
    '{"title":"仁心大药房有限公司","tax_number":"91110105MA01RXDY8K","bank":"工行","account":"1","address":"北京","phone":"010"}')`);
  await db().query(`INSERT INTO users (phone, password_hash, company_id) VALUES ('13800138000', 'x', 1)`);
  await db().query(`INSERT INTO orders (order_sn, user_id, company_id, status, address, invoice_type, goods_total_fen,
      discount_fen, shipping_fen, total_fen, paid_fen, pay_method, pay_deadline)
    VALUES ('YC1', 1, 1, 'completed', '{}', 'e_special', 14900, 500, 800, 15200, 15200, 'balance', now())`);
  await db().query(`INSERT INTO order_lines (order_id, name, ypgg, bzdw, number, price_fen, amount_fen, discount_fen,
      payable_fen, is_gift, sort)
    VALUES (1, '阿莫西林胶囊', '0.25g*24粒', '盒', 5, 2500, 12500, 500, 12000, false, 0),
           (1, '布洛芬缓释胶囊', '0.3g*20粒', '盒', 2, 1200, 2400, 0, 2400, false, 1),
           (1, '赠品口罩', '', '只', 1, 0, 0, 0, 0, true, 2)`);
  await db().query(`INSERT INTO order_invoices (order_id, number, issued_at, issued_by)
    VALUES (1, '25117000000012345678', '2026-11-20T17:30:00Z', 'operator:张三')`);

  await migrate();

  expect(
    await rows(`SELECT kind, type, title, tax_number, amount_fen::int AS amount, status, number,
      issued_on::text AS issued_on, issued_by FROM invoices`),
  ).toEqual([
    {
      kind: 'blue',
      type: 'e_special',
      title: '仁心大药房有限公司',
      tax_number: '91110105MA01RXDY8K',
      amount: 15200,
      status: 'issued',
      number: '25117000000012345678',
      // 17:30 UTC is the next day in Beijing.
      issued_on: '2026-11-21',
      issued_by: 'operator:张三',
    },
  ]);
  expect(
    await rows('SELECT name, number, amount_fen::int AS amount FROM invoice_lines ORDER BY sort'),
  ).toEqual([
    { name: '阿莫西林胶囊', number: 5, amount: 12000 },
    { name: '布洛芬缓释胶囊', number: 2, amount: 2400 },
    { name: '运费', number: 1, amount: 800 },
  ]);
  expect(await rows(`SELECT to_regclass('order_invoices') AS gone`)).toEqual([{ gone: null }]);
});

// (b) of scripts/two-instances.mjs: background jobs whose effects happen exactly once across the instances.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { must, plainGoods, sleep, Visitor } from './checks.mjs';

/** Sums `field` over the log lines `message` of an instance's log (pino JSON lines). */
function loggedWork(logFile, message, field) {
  let total = 0;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.msg === message) total += Number(entry[field] ?? 0);
    } catch {
      // not a log line
    }
  }
  return total;
}

/**
 * (b) Work for each job made due in the shared database (unpaid orders past their deadline, shipped orders past
 * the auto-receive days, certificates about to expire); both instances run their jobs every second; after
 * `waitMs` each effect must exist exactly once, and what the two instances' logs say they did must add up to it.
 */
export async function jobsOnce(proxy, db, instances, { orders = 6, waitMs = 20_000 } = {}) {
  const goods = await plainGoods(db);
  const address = (
    await db.query(
      `SELECT a.id FROM addresses a JOIN users u ON u.company_id = a.company_id
       WHERE u.phone = '13800138000' ORDER BY a.is_default DESC, a.id LIMIT 1`,
    )
  ).rows[0];
  const buyer = new Visitor(proxy);
  buyer.token = must(await buyer.send('GET', '/api/csrf'), 'csrf').token;
  buyer.token = must(
    await buyer.send('POST', '/api/user/login', { phone: '13800138000', password: 'demo1234' }),
    'sign in',
  ).csrf_token;
  const placed = [];
  for (let i = 0; i < orders * 2; i += 1) {
    must(
      await buyer.send('POST', '/api/cart', { params: [{ goods_id: goods.id, number: goods.zbz }] }),
      'cart add',
    );
    const order = must(
      await buyer.send('POST', '/api/order', { address_id: address.id }, { 'idempotency-key': randomUUID() }),
      'order',
    );
    placed.push(order.order_id);
  }
  const toExpire = placed.slice(0, orders);
  const toComplete = placed.slice(orders);
  const stockBefore = Number(
    (await db.query('SELECT stock FROM goods WHERE id = $1', [goods.id])).rows[0].stock,
  );
  // Past due, in one statement each, while both instances' jobs are running.
  await db.query(`UPDATE orders SET pay_deadline = now() - interval '1 minute' WHERE id = ANY($1::int[])`, [
    toExpire,
  ]);
  await db.query(
    `UPDATE orders SET status = 'shipped', shipped_at = now() - interval '60 days' WHERE id = ANY($1::int[])`,
    [toComplete],
  );
  const certs = (
    await db.query(
      `UPDATE certificates SET valid_until = current_date + 10
       WHERE id IN (SELECT c.id FROM certificates c JOIN users u ON u.company_id = c.company_id
                    WHERE u.phone = '13800138000' AND c.status = 'approved' ORDER BY c.id LIMIT 2)
       RETURNING id`,
    )
  ).rows.map((row) => row.id);
  await sleep(waitMs);

  const count = async (text, values) => Number((await db.query(text, values)).rows[0].n);
  const facts = {
    expiredOrders: await count(
      `SELECT count(*) AS n FROM orders WHERE id = ANY($1::int[]) AND status = 'cancelled'`,
      [toExpire],
    ),
    cancelEvents: await count(
      `SELECT count(*) AS n FROM order_events WHERE order_id = ANY($1::int[]) AND status = 'cancelled'`,
      [toExpire],
    ),
    stockBack:
      Number((await db.query('SELECT stock FROM goods WHERE id = $1', [goods.id])).rows[0].stock) -
      stockBefore,
    stockExpected: orders * goods.zbz,
    completedOrders: await count(
      `SELECT count(*) AS n FROM orders WHERE id = ANY($1::int[]) AND status = 'completed'`,
      [toComplete],
    ),
    completeEvents: await count(
      `SELECT count(*) AS n FROM order_events WHERE order_id = ANY($1::int[]) AND status = 'completed'`,
      [toComplete],
    ),
    reminders: await count(`SELECT count(*) AS n FROM messages WHERE dedupe_key = ANY($1::text[])`, [
      certs.map((id) => `cert-expiring:${id}`),
    ]),
    remindersExpected: await count(
      `SELECT count(*) AS n FROM users u JOIN certificates c ON c.company_id = u.company_id WHERE c.id = ANY($1::int[])`,
      [certs],
    ),
  };
  const logged = instances.map((instance) => ({
    name: instance.name,
    expired: loggedWork(instance.logFile, 'unpaid orders expired', 'cancelled'),
    completed: loggedWork(instance.logFile, 'shipped orders completed automatically', 'completed'),
    reminded: loggedWork(instance.logFile, 'certificate reminders sent', 'sent'),
  }));
  const sum = (key) => logged.reduce((total, entry) => total + entry[key], 0);
  const ok =
    facts.expiredOrders === orders &&
    facts.cancelEvents === orders &&
    facts.stockBack === facts.stockExpected &&
    facts.completedOrders === orders &&
    facts.completeEvents === orders &&
    facts.reminders === facts.remindersExpected &&
    facts.reminders > 0 &&
    sum('expired') === orders &&
    sum('completed') === orders &&
    sum('reminded') === facts.reminders;
  return { ok, orders, facts, logged };
}

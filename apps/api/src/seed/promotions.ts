import { applyRate } from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promotionGoods, promotions } from '../db/schema/index';

type Executor = Pick<Db, 'execute' | 'insert'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const SPIKE_GOODS = 8;
const EVERYDAY_GOODS = 20;

/**
 * A daily flash sale (10:00–22:00 Beijing time, 20 % off) and 每日特价 (10 % off) for a year from the seed
 * day, each over in-stock medicines sold online (never a class banned online: the database refuses it) picked
 * by id so re-seeding keeps the same goods.
 */
export async function seedPromotions(tx: Executor): Promise<void> {
  const startsAt = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
  const endsAt = new Date(startsAt.getTime() + 366 * DAY_MS);
  const upsert = async (values: typeof promotions.$inferInsert) => {
    const [row] = await tx
      .insert(promotions)
      .values(values)
      .onConflictDoUpdate({
        target: promotions.code,
        set: {
          title: values.title,
          dailyStart: values.dailyStart ?? null,
          dailyEnd: values.dailyEnd ?? null,
        },
      })
      .returning({ id: promotions.id });
    if (!row) throw new Error(`promotion ${values.code} not saved`);
    return row.id;
  };
  const spikeId = await upsert({
    code: 'daily-spike',
    kind: 'spike',
    title: '限时秒杀',
    startsAt,
    endsAt,
    dailyStart: '10:00',
    dailyEnd: '22:00',
  });
  const everydayId = await upsert({
    code: 'everyday-price',
    kind: 'everyday',
    title: '每日特价',
    startsAt,
    endsAt,
  });

  const candidates = await tx.execute<{ id: number; price_fen: number }>(sql`
    SELECT id, price_fen FROM goods
    WHERE stock > 0 AND kind IN ('western', 'tcm_patent') AND price_fen >= 200 AND NOT banned_online
    ORDER BY id LIMIT ${SPIKE_GOODS + EVERYDAY_GOODS}`);
  const rows = candidates.rows.map((goods, index) => {
    const spike = index < SPIKE_GOODS;
    return {
      promotionId: spike ? spikeId : everydayId,
      goodsId: goods.id,
      priceFen: applyRate(goods.price_fen, spike ? 80 : 90, 100),
      limitPerBuyer: spike ? 10 : 0,
      sort: index,
    };
  });
  if (rows.length === 0) return;
  await tx
    .insert(promotionGoods)
    .values(rows)
    .onConflictDoUpdate({
      target: [promotionGoods.promotionId, promotionGoods.goodsId],
      set: {
        priceFen: sql`excluded.price_fen`,
        limitPerBuyer: sql`excluded.limit_per_buyer`,
        sort: sql`excluded.sort`,
      },
    });
}

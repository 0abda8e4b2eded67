import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { goods, manufacturers } from '../db/schema/index';
import { productImageSvg } from './image-svg';

/** The address every listed shape gives as `goods_image`; `productImage` answers it. */
export const goodsImageUrl = (id: number) => `/api/goods/image/${id}.svg`;

/** A product's picture, drawn from its own data (so every goods_image URL resolves); null for an unknown id. */
export async function productImage(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: goods.name, ypgg: goods.ypgg, kind: goods.kind, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.id, id));
  return row ? productImageSvg(row, row.manufacturer) : null;
}

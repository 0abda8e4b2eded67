import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { goods, manufacturers } from '../db/schema/index';
import { productImageSvg } from '../lib/image-svg';
import { type RenderCache, renderOnce } from '../pictures';

/** The address every listed shape gives as `goods_image`; `productImageWebp` answers it. */
export const goodsImageUrl = (id: number) => `/api/goods/image/${id}.webp`;

/** A product's picture, drawn from its own data (so every goods_image URL resolves); null for an unknown id. */
export async function productImage(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: goods.name, ypgg: goods.ypgg, kind: goods.kind, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.id, id));
  return row ? productImageSvg(row, row.manufacturer) : null;
}

/** Rendered pictures by goods id, each with the drawing it was rendered from (one per app, see cache.ts). */
export type PictureCache = RenderCache<number>;

/**
 * Holds up to 1,000 pictures (~3–10 KB each). It holds the seed's drawings: a picture changes only with the goods'
 * name, spec, kind or manufacturer, so a drawing that differs from the cached one is rendered again. A real photo
 * store (a later feature) replaces it.
 */
export const createPictureCache = (): PictureCache => new LRUCache({ max: 1_000 });

/** A product's picture as WebP, rasterised from `productImage`'s drawing (see `renderOnce`); null for an unknown id. */
export async function productImageWebp(db: Db, pictures: PictureCache, id: number): Promise<Buffer | null> {
  const svg = await productImage(db, id);
  return svg === null ? null : renderOnce(pictures, id, svg);
}

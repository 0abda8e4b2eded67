import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Executor } from '../db/client';
import { pictures } from '../db/schema/index';
import { pictureKey, pictureUrl } from './address';
import { rasterise } from './rasterise';

/** Raster pixels per drawn pixel (the `pictures.scale` column says when to use which). */
export type PictureScale = 1 | 2;

/**
 * Saves drawings under their content address (`pictureUrl`); a drawing already saved is left as it is, with the
 * scale it was first saved with.
 */
export async function storePictures(tx: Executor, svgs: Iterable<string>, scale: PictureScale = 2) {
  const byKey = new Map<string, string>();
  for (const svg of svgs) byKey.set(pictureKey(svg), svg);
  if (byKey.size === 0) return;
  await tx
    .insert(pictures)
    .values([...byKey].map(([key, svg]) => ({ key, svg, scale })))
    .onConflictDoNothing();
}

export interface PictureSet {
  /** The drawing's address, for the row; the drawing is stored by `save`. */
  url(svg: string): string;
  save(tx: Executor): Promise<void>;
}

/**
 * Gathers the drawings a seeder puts in its rows: `url` gives a drawing's address for the row, `save` stores every
 * drawing so gathered (in the seeder's transaction, so the rows and their pictures land together).
 */
export function pictureSet(scale: PictureScale = 2): PictureSet {
  const svgs = new Set<string>();
  return {
    url(svg) {
      svgs.add(svg);
      return pictureUrl(svg);
    },
    save: (tx) => storePictures(tx, svgs, scale),
  };
}

/** A stored drawing by key; null when none has it. */
export async function storedPicture(db: Db, key: string): Promise<{ svg: string; scale: number } | null> {
  const [row] = await db
    .select({ svg: pictures.svg, scale: pictures.scale })
    .from(pictures)
    .where(eq(pictures.key, key));
  return row ?? null;
}

/** Rendered pictures by key, one cache per app (a key names one drawing for ever, so an entry never goes stale). */
export type RenderedPictures = LRUCache<string, Promise<Buffer>>;

/** The seed stores ~130 drawings of 1–9 KB rendered; 500 leaves room for an operator's own. */
export const createRenderedPictures = (): RenderedPictures => new LRUCache({ max: 500 });

/**
 * The drawing as WebP at its scale (sharp's `density`, 72 dpi a drawn pixel); null for an unknown key. Lossless:
 * the seed's drawings are flat colour and text, for which lossless WebP is both exact (a QR code's modules keep
 * their edges) and smaller than `quality: 80` (docs/first-paint.md "Seeded pictures").
 */
export async function pictureWebp(db: Db, rendered: RenderedPictures, key: string): Promise<Buffer | null> {
  const cached = rendered.get(key);
  if (cached) return cached;
  const picture = await storedPicture(db, key);
  if (picture === null) return null;
  // Requests that read the drawing meanwhile share the first one's render.
  const pending = rendered.get(key);
  if (pending) return pending;
  const webp = rasterise(picture.svg, { density: 72 * picture.scale, lossless: true });
  rendered.set(key, webp);
  // A failed render is not kept: the next request tries again.
  webp.catch(() => {
    if (rendered.peek(key) === webp) rendered.delete(key);
  });
  return webp;
}

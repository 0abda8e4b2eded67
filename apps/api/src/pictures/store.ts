import { PICTURE_SCALE } from '@yaocai/domain';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db, Executor } from '../db/client';
import { pictures } from '../db/schema/index';
import { pictureKey, pictureUrl } from '../lib/picture-address';
import { type RenderCache, renderOnce } from './rasterise';

/** Pictures per INSERT statement when storing many. */
const STORE_BATCH = 1_000;

/**
 * Saves drawings under their content address (`pictureUrl`), at the scale pages declare (`PICTURE_SCALE`); a drawing
 * already saved is left as it is, with the scale it was first saved with.
 */
export async function storePictures(tx: Executor, svgs: Iterable<string>) {
  const scale = PICTURE_SCALE;
  const byKey = new Map<string, string>();
  for (const svg of svgs) byKey.set(pictureKey(svg), svg);
  const rows = [...byKey].map(([key, svg]) => ({ key, svg, scale }));
  // A statement per thousand: at SEED_GOODS=1000000 the quality reports alone are some 80,000 drawings, past both
  // PostgreSQL's 65,535 parameters and the depth drizzle's query builder can recurse to.
  for (let start = 0; start < rows.length; start += STORE_BATCH) {
    await tx
      .insert(pictures)
      .values(rows.slice(start, start + STORE_BATCH))
      .onConflictDoNothing();
  }
}

export interface PictureSet {
  /** The drawing's address, for the row; the drawing is stored by `save`. */
  url(svg: string): string;
  /** Stores the drawings gathered since the last save (a seeder of many rows saves as it goes). */
  save(tx: Executor): Promise<void>;
}

/**
 * Gathers the drawings a seeder puts in its rows: `url` gives a drawing's address for the row, `save` stores every
 * drawing so gathered (in the seeder's transaction, so the rows and their pictures land together).
 */
export function pictureSet(): PictureSet {
  const svgs = new Set<string>();
  return {
    url(svg) {
      svgs.add(svg);
      return pictureUrl(svg);
    },
    async save(tx) {
      await storePictures(tx, svgs);
      svgs.clear();
    },
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
export type RenderedPictures = RenderCache<string>;

/** The seed stores ~130 drawings of 1–9 KB rendered; 500 leaves room for an operator's own. */
export const createRenderedPictures = (): RenderedPictures => new LRUCache({ max: 500 });

/**
 * The drawing as WebP at its scale (sharp's `density`, 72 dpi a drawn pixel); null for an unknown key. Lossless:
 * the seed's drawings are flat colour and text, for which lossless WebP is both exact (a QR code's modules keep
 * their edges) and smaller than `quality: 80` (docs/first-paint.md "Seeded pictures").
 */
export async function pictureWebp(db: Db, rendered: RenderedPictures, key: string): Promise<Buffer | null> {
  // A rendered key needs no read: its drawing cannot have changed.
  const cached = rendered.get(key);
  if (cached) return cached.webp;
  const picture = await storedPicture(db, key);
  if (picture === null) return null;
  return renderOnce(rendered, key, picture.svg, { density: 72 * picture.scale, lossless: true });
}

/** Whether the store holds the picture served at `url` (`/api/picture/<key>.webp`). */
export async function pictureStored(db: Executor, url: string): Promise<boolean> {
  const key = /([0-9a-f]{20})\.webp$/.exec(url)?.[1];
  if (!key) return false;
  const [row] = await db.select({ key: pictures.key }).from(pictures).where(eq(pictures.key, key));
  return row !== undefined;
}

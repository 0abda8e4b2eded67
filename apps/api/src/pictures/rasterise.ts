import type { LRUCache } from 'lru-cache';

// Browsers handle an SVG <img> on the main thread (33–60 ms a picture at 4x CPU, docs/first-paint.md) but
// decode a WebP off it, so drawings are sent rasterised: product pictures (catalogue/images.ts) and the seed's
// other drawings (pictures/store.ts) through this one function.

/**
 * `load` run on first use and its promise shared; a failed load is forgotten, so the next call tries again
 * instead of every later one failing until the process restarts.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (loaded) return loaded;
    const loading = load();
    loaded = loading;
    loading.catch(() => {
      if (loaded === loading) loaded = undefined;
    });
    return loading;
  };
}

// sharp (libvips) is loaded on the first picture asked for: starting the API, and the tests that never ask for
// one, do not load libvips.
const loadSharp = loadOnce(() => import('sharp').then((module) => module.default));

export interface RasteriseOptions {
  /** Dots per inch the SVG is drawn at: 72 is its own size, 144 twice that (for 2x screens). @default 72 */
  density?: number;
  /** Lossless WebP instead of `quality: 80`: flat drawings whose edges must stay exact. @default false */
  lossless?: boolean;
}

/** Renders in libvips' threads, not on the event loop: ~20 ms a picture; the first also loads libvips (0.15–0.8 s). */
export async function rasterise(svg: string, { density = 72, lossless = false }: RasteriseOptions = {}) {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density })
    .webp(lossless ? { lossless: true } : { quality: 80 })
    .toBuffer();
}

/** Rendered pictures with the drawing each was rendered from; the promise is in before the render ends. */
export type RenderCache<K extends {}> = LRUCache<K, { svg: string; webp: Promise<Buffer> }>;

/**
 * `svg` rasterised once per `key`: a cached render of the same drawing is answered (requests arriving meanwhile
 * share it), a different drawing under the key is rendered again, and a failed render is not kept, so the next
 * request tries again.
 */
export function renderOnce<K extends {}>(
  cache: RenderCache<K>,
  key: K,
  svg: string,
  options?: RasteriseOptions,
): Promise<Buffer> {
  const cached = cache.get(key);
  if (cached?.svg === svg) return cached.webp;
  const entry = { svg, webp: rasterise(svg, options) };
  cache.set(key, entry);
  entry.webp.catch(() => {
    if (cache.peek(key) === entry) cache.delete(key);
  });
  return entry.webp;
}

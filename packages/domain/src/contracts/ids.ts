// Fixed ids the clients send, kept apart from the zod schemas: a bundler keeps every module-level schema of
// a file it pulls in, so a page that only needs an id must not import a contracts file.

/** The platform announcements category the home page lists (spec §9 "Article category id: 3"). */
export const ANNOUNCEMENT_CATEGORY_ID = 3;

/**
 * Where the API serves the pictures it stores (`/api/picture/{key}.webp`). They are drawn at `PICTURE_SCALE` times
 * their CSS size, for phone screens: a page shows one at its natural size through `pictureSrcSet`.
 */
export const PICTURE_PATH = '/api/picture/';

/** Raster pixels per drawn (CSS) pixel of a stored picture: the API renders at it, pages declare it. */
export const PICTURE_SCALE = 2;

/** The `srcset` that shows a stored picture at its CSS size (see `PICTURE_PATH`); undefined for any other address. */
export const pictureSrcSet = (src: string): string | undefined =>
  src.startsWith(PICTURE_PATH) ? `${src} ${PICTURE_SCALE}x` : undefined;

/** GET /api/cart/list `filters`: every line type (the other values are a line type: 0, 1 or 3). */
export const CART_FILTER_ALL = 99999;

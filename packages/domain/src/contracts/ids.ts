// Fixed ids the clients send, kept apart from the zod schemas: a bundler keeps every module-level schema of
// a file it pulls in, so a page that only needs an id must not import a contracts file.

/** The platform announcements category the home page lists (spec §9 "Article category id: 3"). */
export const ANNOUNCEMENT_CATEGORY_ID = 3;

/** GET /api/cart/list `filters`: every line type (the other values are a line type: 0, 1 or 3). */
export const CART_FILTER_ALL = 99999;

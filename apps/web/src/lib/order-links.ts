/** Addresses of the order steps (spec §2 Cart, issue #9 §3), in one place for the pages that link them. */

/** Step 3: pay the order. `/cart_step3/:id` is the spec's alias of the same page. */
export const payHref = (orderId: number) => `/cart/step3/${orderId}`;
/** Step 4: paid. */
export const doneHref = (orderId: number) => `/cart/step4?order_id=${orderId}`;
/** Where the buyer's orders are listed, and where one order is shown. */
export const ORDERS_PATH = '/order';
export const orderHref = (orderId: number) => `/order/info/${orderId}`;
/** Pay an unpaid order again (spec §2 cart_hm). */
export const payOrderHref = (orderId: number) => `/cart/hm?order_id=${orderId}`;
/** The order's CSV for medical-insurance purchase records: a download, not a page of the app. */
export const orderExportHref = (orderId: number) => `/api/order/${orderId}/export`;
/** A parcel's 随货同行单 (delivery note) PDF: a download, not a page of the app. */
export const deliveryNoteHref = (orderId: number, parcelId: number) =>
  `/api/order/${orderId}/parcels/${parcelId}/delivery_note`;

/** The e-contract page (spec §8 459). */
export const CONTRACT_PATH = '/dzht';
/** Where /dzht goes after signing when it was not told: step 2. */
export const AFTER_CONTRACT_DEFAULT = '/cart/step2';
export const contractHref = (back: string) => `${CONTRACT_PATH}?redirect=${encodeURIComponent(back)}`;

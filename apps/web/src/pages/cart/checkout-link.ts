import { idList } from '@yaocai/domain';

/** Where step 2 lives (spec §2 Cart: cart_step2). */
export const CHECKOUT_PATH = '/cart/step2';

/**
 * Step 2 of the chosen lines. The ids travel in the address bar, not in router state, so a reload of step 2
 * (or a bookmark) asks the server for the same preview.
 */
export const checkoutHref = (ids: readonly number[]) => `${CHECKOUT_PATH}?ids=${ids.join(',')}`;

/** The line ids of `?ids=`, read with the same rule the server applies to its body; null when unusable. */
export function checkoutIds(search: URLSearchParams): number[] | null {
  const parsed = idList('购物车商品').safeParse(search.get('ids') ?? '');
  return parsed.success ? parsed.data : null;
}

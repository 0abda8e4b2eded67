import { beijingDate } from '@yaocai/domain';

/*
 * When the home page opens the draw popup (docs/draw.md "Web"): the server says whether the buyer may still draw
 * today (draw/simple is_join 0); the browser adds two rules of its own. The popup opens at most once per page
 * load, and a buyer who closed it without drawing is not asked again that Beijing day, in any tab: a
 * localStorage entry per buyer holds the Beijing date of that refusal (a new day, or another buyer, shows it again).
 */

let shownThisLoad = false;

const keyOf = (buyerId: number) => `yaocai:draw-declined:${buyerId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const drawPopupGate = {
  mayShow(buyerId: number, now = Date.now()): boolean {
    return !shownThisLoad && storage()?.getItem(keyOf(buyerId)) !== beijingDate(now);
  },

  markShown(): void {
    shownThisLoad = true;
  },

  declinedToday(buyerId: number, now = Date.now()): void {
    try {
      storage()?.setItem(keyOf(buyerId), beijingDate(now));
    } catch {
      // Storage full or refused: the popup may ask again on the next page load today, nothing worse.
    }
  },

  /** A new page load, for tests that render the app more than once in one module graph. */
  reset(): void {
    shownThisLoad = false;
  },
};

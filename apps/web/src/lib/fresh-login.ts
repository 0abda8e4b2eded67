import type { createBrowserRouter } from 'react-router-dom';
import { browser } from './browser';
import { sessionFlag } from './session-flag';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Reloads the page on the first completed navigation after a login (see `session-flag.ts`), so the
 * signed-in app starts from a clean slate. Returns the unsubscribe function.
 */
export function reloadAfterFreshLogin(router: AppRouter): () => void {
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    if (sessionFlag.settleFreshLogin()) browser.reload();
  });
}

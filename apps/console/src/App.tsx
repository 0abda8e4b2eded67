import { YaocaiThemeProvider } from '@yaocai/ui';
import { useMemo } from 'react';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { routes } from './routes';

export const BASENAME = '/console';

/**
 * The console: theme, SWR (its own cache per app, so a test render starts empty; no refetch on focus for a desk
 * app; each screen shows its own errors), router.
 */
export function App({ initialPath }: { initialPath?: string }) {
  const router = useMemo(
    () =>
      initialPath === undefined
        ? createBrowserRouter(routes, { basename: BASENAME })
        : createMemoryRouter(routes, { initialEntries: [initialPath] }),
    [initialPath],
  );
  return (
    <YaocaiThemeProvider>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </YaocaiThemeProvider>
  );
}

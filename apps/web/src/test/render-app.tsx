import { render } from '@testing-library/react';
import { YaocaiThemeProvider } from '@yaocai/ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from '../data/swr-config';
import { FeedbackHost } from '../feedback/FeedbackHost';
import { reloadAfterFreshLogin } from '../lib/fresh-login';
import { setNavigator } from '../lib/navigation';
import { createRoutes } from '../routes';

/** Renders the whole app (real route table, layout and pages) at `path`, with a fresh SWR cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  setNavigator((to) => router.navigate(to));
  reloadAfterFreshLogin(router);
  const view = render(
    <YaocaiThemeProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
        <FeedbackHost />
      </SWRConfig>
    </YaocaiThemeProvider>,
  );
  return { ...view, router };
}

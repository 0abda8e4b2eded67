import { YaocaiThemeProvider } from '@yaocai/ui';
import { type ReactNode, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrConfig } from './data/swr-config';
import { FeedbackOnDemand } from './feedback/FeedbackOnDemand';
import type { createAppRouter } from './routes';
import { HydrationGuard } from './ssr/HydrationGuard';

interface ProvidersProps {
  /** Added to the app-wide SWR settings: the cache of a server-rendered page. */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/** The providers around the router, the same in the browser and in the server's render. */
export function Providers({ swr, children }: ProvidersProps) {
  const value = useMemo(() => ({ ...swrConfig, ...swr }), [swr]);
  return (
    <YaocaiThemeProvider>
      <HydrationGuard />
      <SWRConfig value={value}>
        {children}
        <FeedbackOnDemand />
      </SWRConfig>
    </YaocaiThemeProvider>
  );
}

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  swr?: SWRConfiguration;
  /** Called once the first render is committed (a server-rendered page's hooks fetch normally from then on). */
  onFirstRender?: () => void;
}

/** The browser app; `FeedbackOnDemand` shows what the request layer raises. */
export function App({ router, swr, onFirstRender }: AppProps) {
  // The root's effect runs after every child's, so the hooks of the first render have all mounted.
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  return (
    <Providers swr={swr}>
      <RouterProvider router={router} />
    </Providers>
  );
}

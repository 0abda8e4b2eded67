import { YaocaiThemeProvider } from '@yaocai/ui';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrConfig } from './data/swr-config';
import { FeedbackOnDemand } from './feedback/FeedbackOnDemand';
import type { createAppRouter } from './routes';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
}

/** Providers around the router; `FeedbackOnDemand` shows what the request layer raises. */
export function App({ router }: AppProps) {
  return (
    <YaocaiThemeProvider>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
        <FeedbackOnDemand />
      </SWRConfig>
    </YaocaiThemeProvider>
  );
}

import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { reloadAfterFreshLogin } from './lib/fresh-login';
import { setNavigator } from './lib/navigation';
import { createAppRouter, createRoutes } from './routes';
import { resolveLazyRoutes } from './ssr/lazy-routes';
import { hydratingSwr, readSsrData } from './ssr/ssr-data';

const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');

// The server rendered this page (`src/ssr/entry-server.tsx`) when it embedded the answers it used.
const ssrData = readSsrData(document);
const routes = createRoutes();
if (ssrData) await resolveLazyRoutes(routes, `${window.location.pathname}${window.location.search}`);
const router = createAppRouter(routes);
setNavigator((to) => router.navigate(to));
reloadAfterFreshLogin(router);

if (ssrData) {
  const { config, firstRenderDone } = hydratingSwr(ssrData);
  hydrateRoot(
    container,
    <StrictMode>
      <App router={router} swr={config} onFirstRender={firstRenderDone} />
    </StrictMode>,
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

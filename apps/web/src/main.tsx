import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { reloadAfterFreshLogin } from './lib/fresh-login';
import { keepInstallPrompt } from './lib/install-prompt';
import { setNavigator } from './lib/navigation';
import { createAppRouter, createRoutes } from './routes';
import { resolveLazyRoutes } from './ssr/lazy-routes';
import { hydratingSwr, readSsrData, SSR_ROOT_ATTRIBUTE } from './ssr/ssr-data';

const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');

/**
 * Lets the browser run what is waiting (input, paint) between the steps of start-up, so evaluating the modules,
 * building the router and hydrating are separate tasks rather than one long one.
 */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Start-up, as a function rather than at the module's top level: the first page's chunk imports shared
 * modules from this entry's chunk (`vite.config.ts`), and a top-level await here would make the two wait for
 * each other forever.
 */
async function start(root: HTMLElement) {
  // The browser's install offer may come while the app is still starting (/desktop shows it).
  keepInstallPrompt();
  // The server rendered this page (`src/ssr/entry-server.tsx`) when it embedded the answers it used.
  const ssrData = readSsrData(document);
  if (ssrData) await yieldToBrowser();
  const routes = createRoutes();
  if (ssrData) await resolveLazyRoutes(routes, `${window.location.pathname}${window.location.search}`);
  if (ssrData) await yieldToBrowser();
  const router = createAppRouter(routes);
  if (ssrData) await yieldToBrowser();
  setNavigator((to) => router.navigate(to));
  reloadAfterFreshLogin(router);

  if (ssrData) {
    const { config, firstRenderDone } = hydratingSwr(ssrData);
    const hydrated = () => {
      firstRenderDone();
      root.removeAttribute(SSR_ROOT_ATTRIBUTE);
    };
    // A transition hydrates in slices that yield to the browser (the default hydrates in one task).
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App router={router} swr={config} onFirstRender={hydrated} />
        </StrictMode>,
      );
    });
  } else {
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  }
}

// Reported like an error thrown at the top level would be.
start(container).catch((error: unknown) => reportError(error));

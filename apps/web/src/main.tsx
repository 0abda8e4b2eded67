import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reloadAfterFreshLogin } from './lib/fresh-login';
import { setNavigator } from './lib/navigation';
import { createAppRouter } from './routes';

const router = createAppRouter();
setNavigator((to) => router.navigate(to));
reloadAfterFreshLogin(router);

const container = document.getElementById('root');
if (!container) throw new Error('缺少 #root 容器');

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);

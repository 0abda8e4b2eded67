// Server-rendered pages load the app's modules after the first paint (`src/ssr/after-paint.ts` puts this
// script in place of the module tags): the page is readable at once, and its scripts do not compete with the
// document and its pictures for the first paint. The modules then hydrate the page as usual.
(() => {
  // A form of the server's markup submitted before hydration would go to the server natively, its fields (a
  // password) in the address: held back until the app has hydrated and handles it (`SSR_ROOT_ATTRIBUTE`).
  document.addEventListener(
    'submit',
    (event) => {
      if (document.getElementById('root')?.hasAttribute('data-ssr')) event.preventDefault();
    },
    true,
  );
  const me = document.currentScript;
  const modules = (me?.dataset.modules ?? '').split(' ').filter(Boolean);
  if (modules.length === 0) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // One insertion for all of them (one by one, each link cost the page a style recalculation).
    const tags = document.createDocumentFragment();
    for (const href of (me.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    for (const src of modules) {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      tags.append(script);
    }
    document.head.append(tags);
  };
  // A frame callback runs before its paint; a task queued from it runs after. A hidden tab paints nothing,
  // so it starts at once (and the timer is a floor should frames stall).
  if (document.visibilityState === 'hidden') start();
  else {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  }
})();

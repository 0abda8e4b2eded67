/**
 * The built page's module tags (every `<script type="module" src>`, in order, and the `<link rel="modulepreload">`s)
 * replaced by `/boot.js`, which adds them back after the first paint. Used for server-rendered pages only: their
 * markup is the first screen, so it can paint before the scripts arrive; the plain app shell keeps its tags (it has
 * nothing to paint without them). The template is returned unchanged when it has no module script.
 */
export function scriptsAfterPaint(template: string): string {
  const modules: string[] = [];
  const preloads: string[] = [];
  const html = template
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_tag, src: string) => {
      modules.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (modules.length === 0) return template;
  const boot = `<script defer src="/boot.js" data-modules="${modules.join(' ')}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace('</head>', `${boot}\n  </head>`);
}

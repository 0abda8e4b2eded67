/**
 * The built page's module tags (`<script type="module" src>` and its `<link rel="modulepreload">`s) replaced by
 * `/boot.js`, which adds them back after the first paint. Used for server-rendered pages only: their markup is
 * the first screen, so it can paint before the scripts arrive; the plain app shell keeps its tags (it has
 * nothing to paint without them). The template is returned unchanged when it has no module entry.
 */
export function scriptsAfterPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(template);
  if (!entry) return template;
  const preloads: string[] = [];
  const html = template
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const boot = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  return html.replace('</head>', `${boot}\n  </head>`);
}

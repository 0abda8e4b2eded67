import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from './after-paint';

const built = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>药采</title>
    <script defer src="/zod-csp.js"></script>
    <script type="module" crossorigin src="/assets/rolldown-runtime-RRR.js"></script>
    <script type="module" crossorigin src="/assets/app-AAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-BBB.js">
    <link rel="modulepreload" crossorigin href="/assets/common-CCC.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('scriptsAfterPaint', () => {
  it('hands every module script, in order, and the preloads to /boot.js instead of loading them with the document', () => {
    const html = scriptsAfterPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script defer src="/boot.js" data-modules="/assets/rolldown-runtime-RRR.js /assets/app-AAA.js" data-preload="/assets/jsx-runtime-BBB.js /assets/common-CCC.js"></script>',
    );
    // After the CSP helper, which must run before any module.
    expect(html.indexOf('/zod-csp.js')).toBeLessThan(html.indexOf('/boot.js'));
  });

  it('leaves a page without a module script as it is', () => {
    const shell = '<html><head></head><body></body></html>';
    expect(scriptsAfterPaint(shell)).toBe(shell);
  });
});

// The machine's Chromium (Debian's package; Playwright's own download is never used) and the flags every
// headless run here starts it with: the ui story tests, the e2e journeys and the Lighthouse benchmark.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

import { Button } from '@yaocai/ui';
import { browser } from '../lib/browser';
import { PageWidth } from './page.styles';

/** Shown when a page chunk fails to load or a page throws: offer a reload rather than a blank screen. */
export function RouteErrorPage() {
  return (
    <PageWidth role="alert">
      <p>页面加载失败，请刷新重试</p>
      <Button onClick={() => browser.reload()}>刷新页面</Button>
    </PageWidth>
  );
}

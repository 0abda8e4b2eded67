import { browser } from '../lib/browser';
import { PageWidth, PrimaryButton } from './page.styles';

/** Shown when a page chunk fails to load or a page throws: offer a reload rather than a blank screen. */
export function RouteErrorPage() {
  return (
    <PageWidth role="alert">
      <p>页面加载失败，请刷新重试</p>
      <PrimaryButton type="button" onClick={() => browser.reload()}>
        刷新页面
      </PrimaryButton>
    </PageWidth>
  );
}

import { Button } from '@yaocai/ui';
import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { Muted, PageHeading, PageWidth, Panel } from '../../layout/page.styles';
import { installPrompt } from '../../lib/install-prompt';

/** The server writes the shortcut for this site's address (apps/api routes/site `GET /api/site/shortcut`). */
const SHORTCUT_HREF = '/api/site/shortcut';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  & h2 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  & p, & ol { margin: 0 0 ${({ theme }) => theme.space[3]}; }
`;

/** A file download that reads as the page's main button. */
const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textInverse};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.brandHover}; }
`;

/**
 * /desktop — 添加到桌面, as Chinese B2B sites offer it: a desktop shortcut file (药采.url) to download, the
 * browser's own install offer where it makes one (Chromium, through the web app manifest), and the bookmark keys.
 */
export function DesktopPage() {
  const canInstall = useSyncExternalStore(installPrompt.subscribe, installPrompt.available, () => false);
  return (
    <PageWidth>
      <PageHeading>添加到桌面</PageHeading>
      <Panel>
        <Sections>
          <section aria-labelledby="desktop-shortcut">
            <h2 id="desktop-shortcut">下载桌面快捷方式</h2>
            <p>下载“药采.url”并保存到桌面，以后双击它即可打开药采，无需再输入网址。</p>
            <DownloadLink href={SHORTCUT_HREF} download="药采.url">
              下载桌面快捷方式
            </DownloadLink>
          </section>
          {canInstall && (
            <section aria-labelledby="desktop-install">
              <h2 id="desktop-install">安装到电脑</h2>
              <p>当前浏览器支持把药采安装为桌面应用，在独立窗口中打开。</p>
              <Button onClick={() => void installPrompt.show()}>安装药采</Button>
            </section>
          )}
          <section aria-labelledby="desktop-bookmark">
            <h2 id="desktop-bookmark">加入收藏夹</h2>
            <Muted>按 Ctrl+D（Mac 上按 ⌘+D）把药采加入浏览器收藏夹。</Muted>
          </section>
        </Sections>
      </Panel>
    </PageWidth>
  );
}

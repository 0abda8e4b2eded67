import { beijingDate, newsArticlePath } from '@yaocai/domain/print';
import { Button } from '@yaocai/ui';
import { styled } from 'styled-components';
import { useAnnouncements } from '../../data/use-articles';
import { Muted, StackList, TextLink } from '../../layout/page.styles';
import { Card, CardTitle } from './HomePage.styles';

/** Headlines shown on the home page. */
const HEADLINES = 5;

const List = styled(StackList)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    display: flex;
    align-items: center;
    /* A touch target's minimum height (WCAG 2.5.8). */
    min-height: 24px;
    gap: ${({ theme }) => theme.space[3]};
    cursor: pointer;
  }
  summary span:first-child { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  time { color: ${({ theme }) => theme.colors.textMuted}; white-space: nowrap; }
  p { margin: ${({ theme }) => theme.space[2]} 0 0; color: ${({ theme }) => theme.colors.textMuted}; white-space: pre-line; }
`;

/** 平台公告 (article category 3): the newest headlines with dates; each opens in place to its summary and links to its page. */
export function NewsCard() {
  const { data: announcements, error, isLoading, retry } = useAnnouncements(HEADLINES);
  return (
    <Card aria-labelledby="news-title">
      <CardTitle id="news-title">平台公告</CardTitle>
      {isLoading && !announcements && <Muted aria-busy="true">公告加载中…</Muted>}
      {Boolean(error) && !announcements && (
        <div role="alert">
          <Muted>公告加载失败</Muted>
          <Button onClick={retry}>重试</Button>
        </div>
      )}
      {announcements && announcements.list.length === 0 && <Muted role="status">暂无公告</Muted>}
      {announcements && announcements.list.length > 0 && (
        <List aria-label="公告列表">
          {announcements.list.map((article) => (
            <li key={article.id}>
              <details>
                <summary>
                  <span>{article.title}</span>
                  <time dateTime={beijingDate(article.published_at)}>
                    {beijingDate(article.published_at)}
                  </time>
                </summary>
                <p>{article.summary}</p>
                <TextLink to={newsArticlePath(article.id, announcements.category.code)}>查看全文</TextLink>
              </details>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}

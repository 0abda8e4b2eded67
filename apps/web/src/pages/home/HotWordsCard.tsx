import { Button } from '@yaocai/ui';
import { Muted, TextLink } from '../../layout/page.styles';
import { Actions, Card, CardTitle, Chips } from './HomePage.styles';

interface HotWordsCardProps {
  words: string[] | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** 热门搜索: each word opens its search results. */
export function HotWordsCard({ words, isLoading, failed, onRetry }: HotWordsCardProps) {
  return (
    <Card aria-labelledby="hot-words-title" aria-busy={isLoading}>
      <CardTitle id="hot-words-title">热门搜索</CardTitle>
      {isLoading && <Muted>加载中…</Muted>}
      {!isLoading && failed && (
        <div role="alert">
          <Muted>加载失败，请刷新重试</Muted>
          <Actions>
            <Button onClick={onRetry}>重试</Button>
          </Actions>
        </div>
      )}
      {!isLoading && !failed && words?.length === 0 && <Muted>暂无热门搜索词</Muted>}
      {!isLoading && !failed && words && words.length > 0 && (
        <Chips aria-label="热门搜索词">
          {words.map((word) => (
            <li key={word}>
              <TextLink to={`/search?${new URLSearchParams({ keywords: word, type: '0' })}`}>{word}</TextLink>
            </li>
          ))}
        </Chips>
      )}
    </Card>
  );
}

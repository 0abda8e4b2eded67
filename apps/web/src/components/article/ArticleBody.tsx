import { beijingDate, isSiteRelative } from '@yaocai/domain/print';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

const Article = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space[5]};

  h1 { margin: 0 0 ${({ theme }) => theme.space[2]}; font-size: ${({ theme }) => theme.fontSizes.lg}; font-weight: 600; }
  > p:first-of-type { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Body = styled.div`
  line-height: 1.8;
  a { color: ${({ theme }) => theme.colors.blue}; }
  img { max-width: 100%; }
  table { border-collapse: collapse; width: 100%; margin: ${({ theme }) => theme.space[3]} 0; }
  caption { text-align: left; font-weight: 600; padding-bottom: ${({ theme }) => theme.space[2]}; }
  th, td { border: 1px solid ${({ theme }) => theme.colors.border}; padding: ${({ theme }) => theme.space[2]}; text-align: left; }
  th { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export interface ArticleBodyProps {
  title: string;
  /** Publication time, 10-digit seconds; not shown for help pages. */
  publishedAt?: number;
  /** The server's sanitised HTML (content/sanitise.ts: allow-listed tags, safe links, stored pictures only). */
  html: string;
}

/**
 * An article as operators wrote it. The HTML comes from GET /api/article/{id}, which sanitises it on the server
 * (when written and again when read); this page adds nothing to it. Links to this site stay in the app.
 */
export function ArticleBody({ title, publishedAt, html }: ArticleBodyProps) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || !isSiteRelative(href) || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Article aria-label={title}>
      <h1>{title}</h1>
      {publishedAt !== undefined && (
        <p>
          发布时间：<time dateTime={beijingDate(publishedAt)}>{beijingDate(publishedAt)}</time>
        </p>
      )}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it (content/sanitise.ts). */}
      <Body onClick={followInside} dangerouslySetInnerHTML={{ __html: html }} />
    </Article>
  );
}

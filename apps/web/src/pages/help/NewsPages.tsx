import type { SiteConfig } from '@yaocai/domain';
import { beijingDate, newsArticlePath } from '@yaocai/domain/print';
import { ListState } from '@yaocai/ui';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ArticleBody } from '../../components/article/ArticleBody';
import { ArticleShell } from '../../components/article/ArticleShell';
import { MemberPager } from '../../components/member/MemberPager';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useArticle, useArticleList } from '../../data/use-articles';
import { useSite } from '../../data/use-site';
import { PageHeading, StackList, TextLink } from '../../layout/page.styles';
import { readPage } from '../../lib/page-number';

const Item = styled.li`
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space[3]}; margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; font-weight: 500; }
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; white-space: nowrap; }
  p { margin: ${({ theme }) => theme.space[2]} 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

type NewsCategory = SiteConfig['news'][number];

function newsMenu(news: readonly NewsCategory[], currentCode: string) {
  return [
    {
      name: '新闻资讯',
      items: news.map((category) => ({
        name: category.name,
        url: category.url,
        current: category.code === currentCode,
      })),
    },
  ];
}

function NewsList({ category, page }: { category: NewsCategory; page: number }) {
  const list = useArticleList(category.id, page);
  if (!list.data) return <ReadStatus read={list} what="资讯" />;
  const { data } = list;
  if (data.list.length === 0) return <ListState status="empty" emptyText="暂无资讯" />;
  return (
    <>
      <StackList aria-label={`${category.name}列表`}>
        {data.list.map((article) => (
          <Item key={article.id}>
            <h2>
              <TextLink to={newsArticlePath(article.id, category.code)}>{article.title}</TextLink>
              <time dateTime={beijingDate(article.published_at)}>{beijingDate(article.published_at)}</time>
            </h2>
            {article.summary && <p>{article.summary}</p>}
          </Item>
        ))}
      </StackList>
      <MemberPager
        page={data.page}
        total={data.total}
        perPage={data.per_page}
        hrefOf={(n) => `${category.url}${n > 1 ? `?page=${n}` : ''}`}
        label={`${category.name}分页`}
      />
    </>
  );
}

/** /news and /news/:type (spec §2 help_news: 行业资讯 hy, 公司动态 company; also 平台公告): a paged list. */
export function NewsListPage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const site = useSite();
  if (!site.data) return <ReadStatus read={site} what="新闻资讯" />;
  const { news } = site.data;
  const category = type ? news.find((candidate) => candidate.code === type) : news[0];
  if (!category) return <Navigate to="/404" replace />;
  return (
    <ArticleShell
      label="新闻资讯"
      menu={newsMenu(news, category.code)}
      crumbs={[{ name: '首页', url: '/' }, { name: '新闻资讯', url: news[0]?.url }, { name: category.name }]}
    >
      <PageHeading>{category.name}</PageHeading>
      <NewsList key={category.id} category={category} page={readPage(params.get('page'))} />
    </ArticleShell>
  );
}

/** /news/info/:id/:type (spec §2): one news article; `type` is its list's code, for the menu. */
export function NewsArticlePage() {
  const { id, type = '' } = useParams();
  const articleId = Number(id);
  const valid = Number.isInteger(articleId) && articleId > 0;
  const site = useSite();
  const article = useArticle(valid ? articleId : null);
  if (!valid) return <Navigate to="/404" replace />;
  const news = site.data?.news ?? [];
  const category = article.data?.category;
  return (
    <ArticleShell
      label="新闻资讯"
      menu={newsMenu(news, category?.code ?? type)}
      crumbs={[
        { name: '首页', url: '/' },
        { name: '新闻资讯', url: news[0]?.url },
        ...(category ? [{ name: category.name, url: category.url }] : []),
        { name: article.data?.title ?? '资讯详情' },
      ]}
    >
      {article.data ? (
        <ArticleBody
          title={article.data.title}
          publishedAt={article.data.published_at}
          html={article.data.body}
        />
      ) : (
        <ReadStatus read={article} what="资讯" />
      )}
    </ArticleShell>
  );
}

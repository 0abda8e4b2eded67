import type { HelpCategory } from '@yaocai/domain';
import { helpArticlePath } from '@yaocai/domain/print';
import { ListState } from '@yaocai/ui';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ArticleBody } from '../../components/article/ArticleBody';
import { ArticleShell } from '../../components/article/ArticleShell';
import { ReadStatus } from '../../components/member/ReadStatus';
import { useArticle, useArticleList } from '../../data/use-articles';
import { useSite } from '../../data/use-site';
import { StackList, TextLink } from '../../layout/page.styles';
import { ContactCard } from './ContactCard';

/** Articles a help page lists at most (help pages hold a handful). */
const PER_PAGE = 50;

const Titles = styled(StackList)`
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  a[aria-current='page'] { font-weight: 600; }
`;

function readId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The page's group and page in the help tree (/help/xrzn → its first page); null when the tree has neither. */
function locate(help: readonly HelpCategory[], groupCode: string, pageCode: string | undefined) {
  const group = help.find((candidate) => candidate.code === groupCode);
  const page = pageCode ? group?.children.find((child) => child.code === pageCode) : group?.children[0];
  return group && page ? { group, page } : null;
}

function HelpArticles({
  categoryId,
  url,
  chosen,
}: {
  categoryId: number;
  url: string;
  chosen: number | null;
}) {
  const list = useArticleList(categoryId, 1, PER_PAGE);
  const shownId = chosen ?? list.data?.list[0]?.id ?? null;
  const article = useArticle(shownId);
  if (chosen === null && !list.data) return <ReadStatus read={list} what="帮助内容" />;
  if (shownId === null) return <ListState status="empty" emptyText="本栏目暂无内容" />;
  const titles = list.data?.list ?? [];
  return (
    <>
      {titles.length > 1 && (
        <Titles aria-label="本栏目文章">
          {titles.map((item) => (
            <li key={item.id}>
              <TextLink
                to={helpArticlePath(item.id, url)}
                aria-current={item.id === shownId ? 'page' : undefined}
              >
                {item.title}
              </TextLink>
            </li>
          ))}
        </Titles>
      )}
      {article.data ? (
        <ArticleBody title={article.data.title} html={article.data.body} />
      ) : (
        <ReadStatus read={article} what="文章" />
      )}
    </>
  );
}

/**
 * The help centre (spec §2): /help/xrzn/{hyzc,gwzn,aqgy}, /help/fwbz/{wzzz,yhxy,zskf}, /help/zfps/{ddzf,hwps,ypth}
 * (without the header), /help/us/{tsjy,lxwm}; `?id=` opens one article of the page (/help/xrzn/hyzc?id=66). The
 * menu is the help tree of /api/site, the footer's too.
 */
export function HelpPage() {
  return <HelpCentre />;
}

/** /help/zfps/* — the spec's /help/pay pages, shown without the site header (the route's flag). */
export function HelpPayPage() {
  return <HelpCentre group="zfps" />;
}

function HelpCentre({ group: fixedGroup }: { group?: string }) {
  const route = useParams();
  const group = fixedGroup ?? route.group ?? '';
  const page = route.page;
  const [params] = useSearchParams();
  const site = useSite();
  const help = site.help;
  if (!help) return <ReadStatus read={site} what="帮助中心" />;
  const found = locate(help, group, page);
  if (!found) return <Navigate to="/404" replace />;
  if (!page) return <Navigate to={found.page.url} replace />;
  const menu = help.map((candidate) => ({
    name: candidate.name,
    items: candidate.children.map((child) => ({
      name: child.name,
      url: child.url,
      current: child.id === found.page.id,
    })),
  }));
  return (
    <ArticleShell
      label="帮助中心"
      menu={menu}
      crumbs={[
        { name: '首页', url: '/' },
        { name: '帮助中心', url: help[0]?.url },
        { name: found.group.name, url: found.group.url },
        { name: found.page.name },
      ]}
    >
      <HelpArticles
        key={found.page.id}
        categoryId={found.page.id}
        url={found.page.url}
        chosen={readId(params.get('id'))}
      />
      {found.page.code === 'lxwm' && <ContactCard />}
    </ArticleShell>
  );
}

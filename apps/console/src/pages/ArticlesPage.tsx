import { beijingDateTime, type ConsoleArticlePage } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, ListState, Pagination, Select } from '@yaocai/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useArticleCategories, useConsoleArticles, useDeleteArticle } from '../data/use-articles';

const Bar = styled.div`
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

type Row = ConsoleArticlePage['list'][number];

/** 文章管理 (运营): articles of every help page and news list, last edited first, filtered by category. */
export default function ArticlesPage() {
  const [params, setParams] = useSearchParams();
  const categoryId = Number(params.get('category_id')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { categories } = useArticleCategories();
  const { page: data, error, isLoading, retry } = useConsoleArticles({ category_id: categoryId, page });
  const remove = useDeleteArticle();
  const go = (next: { category_id?: string; page?: number }) =>
    setParams({ category_id: next.category_id ?? String(categoryId ?? ''), page: String(next.page ?? 1) });

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'title',
      header: '标题',
      rowHeader: true,
      cell: (row) => <Link to={`/articles/${row.id}`}>{row.title}</Link>,
    },
    { key: 'category', header: '分类', cell: (row) => row.category_name },
    { key: 'updated', header: '最后修改', cell: (row) => beijingDateTime(row.updated_at) },
    {
      key: 'action',
      header: '操作',
      cell: (row) => (
        <Button
          size="sm"
          variant="secondary"
          disabled={remove.pending}
          aria-label={`删除 ${row.title}`}
          onClick={() => {
            if (window.confirm(`确定删除《${row.title}》？`)) void remove.run(row.id);
          }}
        >
          删除
        </Button>
      ),
    },
  ];

  return (
    <section aria-labelledby="articles-title">
      <h2 id="articles-title">文章管理</h2>
      <Bar>
        <Field label="分类">
          <Select
            value={String(categoryId ?? '')}
            onChange={(event) => go({ category_id: event.target.value })}
          >
            <option value="">全部分类</option>
            {categories?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.parent_id === null ? category.name : `　${category.name}`}
              </option>
            ))}
          </Select>
        </Field>
        <span>
          <Link to="/articles/new">新建文章</Link> · <Link to="/articles/categories">分类管理</Link> ·{' '}
          <Link to="/licences">网站证照</Link>
        </span>
      </Bar>
      {remove.error && <p role="alert">{remove.error.message}</p>}
      {isLoading || error || !data ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载文章…"
          errorText="文章加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="文章"
            captionHidden
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
            emptyText="本分类暂无文章"
          />
          <Pagination
            page={page}
            total={data.total}
            pageSize={data.per_page}
            onPageChange={(next) => go({ page: next })}
          />
        </>
      )}
    </section>
  );
}

import type { ArticleSection } from '@yaocai/domain';
import { Button, DataTable, Field, Input, ListState, Select } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useArticleCategories, useCreateCategory } from '../data/use-articles';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 200px)) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const empty = { code: '', name: '', parent: '', section: 'help' as ArticleSection };

/** 分类管理 (运营): the help groups and pages and the news lists; a new category gets its page at once. */
export default function ArticleCategoriesPage() {
  const { categories, error, isLoading, retry } = useArticleCategories();
  const create = useCreateCategory();
  const [draft, setDraft] = useState(empty);
  const errors = create.error?.fieldErrors ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await create.run({
      code: draft.code,
      name: draft.name,
      parent_id: draft.parent ? Number(draft.parent) : null,
      section: draft.section,
      sort: 0,
    });
    if (saved) setDraft(empty);
  };
  const groups =
    categories?.filter((category) => category.parent_id === null && category.section === 'help') ?? [];
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">分类管理</h2>
      <Form onSubmit={submit} aria-label="新建分类" noValidate>
        <Field label="栏目" error={errors.section?.[0]}>
          <Select
            value={draft.section}
            onChange={(event) =>
              setDraft((d) => ({ ...d, section: event.target.value as ArticleSection, parent: '' }))
            }
          >
            <option value="help">帮助中心</option>
            <option value="news">新闻资讯</option>
          </Select>
        </Field>
        <Field label="上级分类" error={errors.parent_id?.[0]}>
          <Select
            value={draft.parent}
            disabled={draft.section === 'news'}
            onChange={(event) => setDraft((d) => ({ ...d, parent: event.target.value }))}
          >
            <option value="">（一级分类）</option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="分类名称" required error={errors.name?.[0]}>
          <Input
            value={draft.name}
            onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
          />
        </Field>
        <Field label="代码（页面地址）" required error={errors.code?.[0]}>
          <Input
            value={draft.code}
            onChange={(event) => setDraft((d) => ({ ...d, code: event.target.value }))}
          />
        </Field>
        <Button type="submit" loading={create.pending}>
          新建分类
        </Button>
      </Form>
      {create.error && !create.error.fieldErrors && <p role="alert">{create.error.message}</p>}
      {isLoading || error || !categories ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载分类…"
          errorText="分类加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="文章分类"
          captionHidden
          columns={[
            {
              key: 'name',
              header: '分类',
              rowHeader: true,
              cell: (row) => (row.parent_id === null ? row.name : `　${row.name}`),
            },
            {
              key: 'section',
              header: '栏目',
              cell: (row) => (row.section === 'help' ? '帮助中心' : '新闻资讯'),
            },
            { key: 'url', header: '页面', cell: (row) => row.url },
            { key: 'count', header: '文章数', align: 'end', cell: (row) => row.articles },
          ]}
          rows={categories}
          rowKey={(row) => row.id}
        />
      )}
    </section>
  );
}

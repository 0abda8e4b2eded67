import { Button, Field, Input, ListState, Select } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { isoOf, localOf } from '../components/local-time';
import { TextArea } from '../components/TextArea';
import { useArticleCategories, useConsoleArticle, useSaveArticle } from '../data/use-articles';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 880px;
`;

interface Draft {
  category_id: string;
  title: string;
  body: string;
  sort: string;
  /** The window (`datetime-local`, '' for none): publication (now when new) and the end (shown for good). */
  published_at: string;
  ends_at: string;
}

function ArticleForm({ id, initial }: { id: number | null; initial: Draft }) {
  const navigate = useNavigate();
  const { categories } = useArticleCategories();
  const save = useSaveArticle();
  const [draft, setDraft] = useState(initial);
  const errors = save.error?.fieldErrors ?? {};
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(id, {
      category_id: Number(draft.category_id),
      title: draft.title,
      body: draft.body,
      sort: Number(draft.sort) || 0,
      // Sent only when set or changed: an edit keeps what it does not send.
      ...(draft.published_at !== initial.published_at ? { published_at: isoOf(draft.published_at) } : {}),
      ...(draft.ends_at !== initial.ends_at ? { ends_at: isoOf(draft.ends_at) || null } : {}),
    });
    if (saved) navigate(`/articles?category_id=${saved.category_id}`);
  };
  return (
    <Form onSubmit={submit} aria-label={id === null ? '新建文章' : '编辑文章'} noValidate>
      <Field label="分类" required error={errors.category_id?.[0]}>
        <Select value={draft.category_id} onChange={set('category_id')}>
          <option value="">请选择分类</option>
          {categories
            ?.filter((category) => category.parent_id !== null || category.section === 'news')
            .map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}（{category.url}）
              </option>
            ))}
        </Select>
      </Field>
      <Field label="标题" required error={errors.title?.[0]}>
        <Input value={draft.title} onChange={set('title')} />
      </Field>
      <Field label="排序（帮助页按此从小到大）" error={errors.sort?.[0]}>
        <Input inputMode="numeric" value={draft.sort} onChange={set('sort')} />
      </Field>
      <Field
        label="发布时间"
        hint="留空：保存时发布；填以后的时间：到时发布"
        error={errors.published_at?.[0]}
      >
        <Input type="datetime-local" value={draft.published_at} onChange={set('published_at')} />
      </Field>
      <Field label="下线时间" hint="留空：一直展示（平台公告可设到期下线）" error={errors.ends_at?.[0]}>
        <Input type="datetime-local" value={draft.ends_at} onChange={set('ends_at')} />
      </Field>
      <Field
        label="正文（HTML）"
        error={errors.body?.[0]}
        hint="可用段落、标题、列表、表格、链接（http(s) 或站内地址）和图片库中的图片；保存时服务器会去掉脚本、事件属性、样式和外链图片。"
      >
        <TextArea value={draft.body} onChange={set('body')} />
      </Field>
      {save.error && !save.error.fieldErrors && <p role="alert">{save.error.message}</p>}
      <div>
        <Button type="submit" loading={save.pending}>
          保存并发布
        </Button>
      </div>
    </Form>
  );
}

/** 新建文章 / 编辑文章 (运营): an article's category, title, order and HTML body (sanitised by the server). */
export default function ArticleEditPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const { article, error, isLoading, retry } = useConsoleArticle(id);
  const title = id === null ? '新建文章' : '编辑文章';
  if (id !== null && (isLoading || error || !article))
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载文章…"
        errorText="文章加载失败"
        onRetry={retry}
      />
    );
  const initial: Draft = article
    ? {
        category_id: String(article.category_id),
        title: article.title,
        body: article.body,
        sort: String(article.sort),
        published_at: localOf(new Date(article.published_at * 1000).toISOString()),
        ends_at: article.ends_at === null ? '' : localOf(new Date(article.ends_at * 1000).toISOString()),
      }
    : { category_id: '', title: '', body: '', sort: '0', published_at: '', ends_at: '' };
  return (
    <section aria-labelledby="article-title">
      <h2 id="article-title">{title}</h2>
      <ArticleForm key={article?.id ?? 'new'} id={id} initial={initial} />
    </section>
  );
}

import type { ConsoleHotWords } from '@yaocai/domain';
import { Button, Checkbox, DataTable, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useDeleteHotWord, useHotWords, useSaveHotWord } from '../../data/use-adverts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

type Row = ConsoleHotWords['list'][number];
const empty = { word: '', sort: '0', pinned: true };

/** 热词: the operator's words under the search box (置顶 ones lead, the rest follow the searches). */
export function HotWords() {
  const { words, error, isLoading, retry } = useHotWords();
  const save = useSaveHotWord();
  const remove = useDeleteHotWord();
  const [draft, setDraft] = useState(empty);
  const errors = save.error?.fieldErrors ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(null, {
      word: draft.word,
      sort: Number(draft.sort) || 0,
      pinned: draft.pinned ? 1 : 0,
    });
    if (saved) setDraft(empty);
  };
  const flip = (row: Row) =>
    save.run(row.id, { word: row.word, sort: row.sort, pinned: row.pinned === 1 ? 0 : 1 });

  return (
    <section aria-labelledby="hot-words-title">
      <h3 id="hot-words-title">热词</h3>
      <Form onSubmit={submit} aria-label="添加热词" noValidate>
        <Field label="热词" required error={errors.word?.[0]}>
          <Input
            value={draft.word}
            maxLength={20}
            onChange={(e) => setDraft((d) => ({ ...d, word: e.target.value }))}
          />
        </Field>
        <Field label="排序" error={errors.sort?.[0]}>
          <Input
            type="number"
            min={0}
            value={draft.sort}
            onChange={(e) => setDraft((d) => ({ ...d, sort: e.target.value }))}
          />
        </Field>
        <Checkbox
          label="置顶"
          checked={draft.pinned}
          onChange={(e) => setDraft((d) => ({ ...d, pinned: e.target.checked }))}
        />
        <Button type="submit" loading={save.pending}>
          添加
        </Button>
      </Form>
      {(save.error && !save.error.fieldErrors) || remove.error ? (
        <p role="alert">{(save.error ?? remove.error)?.message}</p>
      ) : null}
      {isLoading || error || !words ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载热词…"
          errorText="热词加载失败"
          onRetry={retry}
        />
      ) : (
        <DataTable
          caption="热词"
          captionHidden
          columns={[
            { key: 'word', header: '热词', rowHeader: true, cell: (row) => row.word },
            { key: 'pinned', header: '置顶', cell: (row) => (row.pinned ? '是' : '否') },
            { key: 'sort', header: '排序', align: 'end', cell: (row) => row.sort },
            {
              key: 'action',
              header: '操作',
              cell: (row) => (
                <>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => flip(row)}
                    aria-label={`${row.pinned ? '取消置顶' : '置顶'} ${row.word}`}
                  >
                    {row.pinned ? '取消置顶' : '置顶'}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`删除 ${row.word}`}
                    onClick={() => void remove.run(row.id)}
                  >
                    删除
                  </Button>
                </>
              ),
            },
          ]}
          rows={words}
          rowKey={(row) => row.id}
          emptyText="暂无热词（搜索框下方只显示买家的热门搜索）"
        />
      )}
    </section>
  );
}

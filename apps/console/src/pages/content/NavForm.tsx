import type { ConsoleNav } from '@yaocai/domain';
import { Button, Checkbox, Field, Input } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useSaveNav } from '../../data/use-adverts';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export interface NavFormProps {
  /** The item edited; null adds a top-level item. */
  item: ConsoleNav['list'][number] | null;
  onDone: () => void;
}

/** A nav item's name, link, order and new-window flag; the server's refusals under their fields. */
export function NavForm({ item, onDone }: NavFormProps) {
  const save = useSaveNav();
  const [draft, setDraft] = useState({
    name: item?.name ?? '',
    url: item?.url ?? '',
    sort: String(item?.sort ?? 0),
    is_open: item?.is_open === 1,
  });
  const errors = save.error?.fieldErrors ?? {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save.run(item?.id ?? null, {
      name: draft.name,
      url: draft.url,
      sort: Number(draft.sort) || 0,
      is_open: draft.is_open ? 1 : 0,
    });
    if (saved) {
      if (!item) setDraft({ name: '', url: '', sort: '0', is_open: false });
      onDone();
    }
  };
  return (
    <Form onSubmit={submit} aria-label={item ? `编辑导航 ${item.name}` : '添加导航'} noValidate>
      <Field label="名称" required error={errors.name?.[0]}>
        <Input
          value={draft.name}
          maxLength={10}
          onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        />
      </Field>
      <Field label="链接" hint="本站路径、http(s) 地址或「*#提示文字」" error={errors.url?.[0]}>
        <Input value={draft.url} onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))} />
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
        label="新窗口打开"
        checked={draft.is_open}
        onChange={(e) => setDraft((d) => ({ ...d, is_open: e.target.checked }))}
      />
      <Button type="submit" loading={save.pending}>
        {item ? '保存' : '添加'}
      </Button>
      {item && (
        <Button type="button" variant="secondary" onClick={onDone}>
          取消
        </Button>
      )}
      {save.error && !save.error.fieldErrors && <p role="alert">{save.error.message}</p>}
    </Form>
  );
}

import { Button, Checkbox, Field, Input, ListState } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { useLicences, useSaveLicences } from '../data/use-articles';

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 320px) minmax(0, 320px) auto auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;

interface Draft {
  label: string;
  value: string;
  sample: boolean;
}

function LicencesForm({ initial }: { initial: Draft[] }) {
  const save = useSaveLicences();
  const [rows, setRows] = useState(initial);
  const [saved, setSaved] = useState(false);
  const errors = save.error?.fieldErrors ?? {};
  const change = (index: number, patch: Partial<Draft>) => {
    setSaved(false);
    setRows((all) => all.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await save.run({
      licences: rows.map((row) => ({ label: row.label, value: row.value, sample: row.sample ? 1 : 0 })),
    });
    if (done !== undefined) setSaved(true);
  };
  return (
    <form onSubmit={submit} aria-label="网站证照" noValidate>
      {rows.map((row, index) => (
        // Rows have no id of their own: the position is what the operator edits.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Row key={index} aria-label={`第${index + 1}项`}>
          <Field label="证照名称" error={errors[`licences.${index}.label`]?.[0]}>
            <Input value={row.label} onChange={(event) => change(index, { label: event.target.value })} />
          </Field>
          <Field label="证照编号" error={errors[`licences.${index}.value`]?.[0]}>
            <Input value={row.value} onChange={(event) => change(index, { value: event.target.value })} />
          </Field>
          <Checkbox
            label="示例编号"
            checked={row.sample}
            onChange={(event) => change(index, { sample: event.target.checked })}
          />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => setRows((all) => all.filter((_, at) => at !== index))}
          >
            删除
          </Button>
        </Row>
      ))}
      <p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setRows((all) => [...all, { label: '', value: '', sample: false }])}
        >
          添加一项
        </Button>{' '}
        <Button type="submit" loading={save.pending}>
          保存
        </Button>
      </p>
      {save.error && <p role="alert">{save.error.message}</p>}
      {saved && <p role="status">已保存，页脚即时显示新的证照编号</p>}
    </form>
  );
}

/** 网站证照 (运营): the licence and filing numbers the footer prints; 示例编号 marks the demo's invented ones. */
export default function LicencesPage() {
  const { licences, error, isLoading, retry } = useLicences();
  return (
    <section aria-labelledby="licences-title">
      <h2 id="licences-title">网站证照</h2>
      {isLoading || error || !licences ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载证照…"
          errorText="证照加载失败"
          onRetry={retry}
        />
      ) : (
        <LicencesForm initial={licences.map((licence) => ({ ...licence, sample: licence.sample === 1 }))} />
      )}
    </section>
  );
}

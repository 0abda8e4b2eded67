import { beijingToday, type ContractVersionRow } from '@yaocai/domain';
import { Button, DataTable, type DataTableColumn, Field, FormLayout, Input, ListState } from '@yaocai/ui';
import { useState } from 'react';
import { TextArea } from '../components/TextArea';
import { useContractVersions, usePublishContract } from '../data/use-contract';
import { at } from './company-review/CertificateCard';

const columns: DataTableColumn<ContractVersionRow>[] = [
  { key: 'version', header: '版本', rowHeader: true, cell: (row) => row.version },
  { key: 'title', header: '标题', cell: (row) => row.title },
  {
    key: 'published',
    header: '发布',
    cell: (row) => (row.published_at ? `${at(row.published_at)} ${row.published_by}` : '初始版本'),
  },
  { key: 'required', header: '须签署起', cell: (row) => (row.published_at ? at(row.required_from) : '—') },
  { key: 'signed', header: '已签署企业', align: 'end', cell: (row) => String(row.signed_companies) },
];

/**
 * 电子合同 (运营, 管理员; permission `contract`): the versions, newest (in force) first, and publishing a new one.
 * Buyers read the new text on /dzht at once; a company with an older signature may order until the date set
 * here, then must sign first (docs/console.md "电子合同版本").
 */
export default function ContractPage() {
  const { versions, error, isLoading, retry } = useContractVersions();
  const publish = usePublishContract();
  const [draft, setDraft] = useState<{
    version: string;
    title: string;
    body: string;
    required_from: string;
  } | null>(null);
  const [done, setDone] = useState('');
  if (isLoading || error || !versions)
    return (
      <ListState
        status={error ? 'error' : 'loading'}
        loadingText="正在加载电子合同…"
        errorText={error?.message ?? '电子合同加载失败'}
        onRetry={retry}
      />
    );
  const errors = publish.error?.fieldErrors ?? {};
  const set =
    (field: 'version' | 'title' | 'body' | 'required_from') => (event: { target: { value: string } }) =>
      setDraft((current) => (current ? { ...current, [field]: event.target.value } : current));
  const submit = async () => {
    if (!draft) return;
    const message = await publish.run(draft);
    if (message === undefined) return;
    setDone(message);
    setDraft(null);
  };
  return (
    <>
      <h2>电子合同</h2>
      <p>
        现行版本 {versions.current.version}《{versions.current.title}》，已签署企业{' '}
        {versions.current.signed_companies} 家。
      </p>
      <DataTable
        caption="合同版本"
        captionHidden
        columns={columns}
        rows={versions.list}
        rowKey={(row) => row.version}
      />
      {done && <p role="status">{done}</p>}
      {draft === null ? (
        <Button
          onClick={() =>
            setDraft({
              version: '',
              title: versions.current.title,
              body: versions.current.body,
              required_from: beijingToday(),
            })
          }
        >
          发布新版本
        </Button>
      ) : (
        <FormLayout
          title="发布新版本"
          description="签署截止日期前，已签署旧版本的企业仍可下单，并会被要求签署新版本；此后须先签署才能下单。从未签署的企业始终须先签署。"
          onSubmit={submit}
          submitting={publish.pending}
          error={publish.error && !publish.error.fieldErrors ? publish.error.message : undefined}
          actions={
            <>
              <Button type="submit" loading={publish.pending}>
                发布
              </Button>
              <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
                取消
              </Button>
            </>
          }
        >
          <Field label="版本号" required error={errors.version?.[0]}>
            <Input value={draft.version} onChange={set('version')} />
          </Field>
          <Field label="签署截止日期" required error={errors.required_from?.[0]}>
            <Input type="date" value={draft.required_from} onChange={set('required_from')} />
          </Field>
          <Field label="合同标题" required error={errors.title?.[0]}>
            <Input value={draft.title} onChange={set('title')} />
          </Field>
          <Field label="合同正文" required error={errors.body?.[0]}>
            <TextArea value={draft.body} onChange={set('body')} />
          </Field>
        </FormLayout>
      )}
    </>
  );
}

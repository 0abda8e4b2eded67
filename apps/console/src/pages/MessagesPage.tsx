import { Button, DataTable, Field, Input, ListState, Pagination, Select } from '@yaocai/ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { beijingOf } from '../components/local-time';
import { TextArea } from '../components/TextArea';
import { useSendMessage, useSentMessages } from '../data/use-operations';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  .wide {
    grid-column: 1 / -1;
  }
  textarea {
    min-height: 96px;
    font-family: inherit;
  }
`;

const empty = { to: 'company' as 'company' | 'all', company_id: '', title: '', body: '', link: '' };

/** 站内消息 (运营 or 客服): a 系统消息 to one company's logins or to every buyer, and what was sent. */
export default function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { sent, error, isLoading, retry } = useSentMessages(page);
  const send = useSendMessage();
  const [draft, setDraft] = useState(empty);
  const [done, setDone] = useState('');
  const errors = send.error?.fieldErrors ?? {};
  const set = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.to === 'all' && !window.confirm(`确定向全部买家发送「${draft.title}」？`)) return;
    const result = await send.run({
      to: draft.to,
      company_id: draft.to === 'company' && draft.company_id ? Number(draft.company_id) : undefined,
      title: draft.title,
      body: draft.body,
      link: draft.link,
    });
    if (result) {
      setDone(`已发送给 ${result.recipients} 个账号`);
      setDraft(empty);
    }
  };
  return (
    <section aria-labelledby="messages-title">
      <h2 id="messages-title">站内消息</h2>
      <Form onSubmit={submit} aria-label="发送消息" noValidate>
        <Field label="发送对象" required error={errors.to?.[0]}>
          <Select value={draft.to} onChange={set('to')}>
            <option value="company">指定企业</option>
            <option value="all">全部买家</option>
          </Select>
        </Field>
        <Field label="企业 ID" required={draft.to === 'company'} error={errors.company_id?.[0]}>
          <Input
            inputMode="numeric"
            value={draft.company_id}
            disabled={draft.to === 'all'}
            onChange={set('company_id')}
          />
        </Field>
        <Field label="链接" hint="本站页面路径，如 /zhzx/zzzj，可留空" error={errors.link?.[0]}>
          <Input value={draft.link} onChange={set('link')} />
        </Field>
        <div className="wide">
          <Field label="标题" required error={errors.title?.[0]}>
            <Input value={draft.title} maxLength={50} onChange={set('title')} />
          </Field>
        </div>
        <div className="wide">
          <Field label="正文" error={errors.body?.[0]}>
            <TextArea value={draft.body} maxLength={500} onChange={set('body')} />
          </Field>
        </div>
        <div className="wide">
          <Button type="submit" loading={send.pending}>
            发送
          </Button>
        </div>
      </Form>
      <p role="status">{done}</p>
      {send.error && !send.error.fieldErrors && <p role="alert">{send.error.message}</p>}
      <h3>已发送</h3>
      {isLoading || error || !sent ? (
        <ListState
          status={error ? 'error' : 'loading'}
          loadingText="正在加载已发送消息…"
          errorText="已发送消息加载失败"
          onRetry={retry}
        />
      ) : (
        <>
          <DataTable
            caption="已发送消息"
            captionHidden
            columns={[
              { key: 'at', header: '发送时间', cell: (m) => beijingOf(m.sent_at) },
              { key: 'title', header: '标题', rowHeader: true, cell: (m) => m.title },
              { key: 'link', header: '链接', cell: (m) => m.link || '—' },
              { key: 'recipients', header: '接收账号', align: 'end', cell: (m) => m.recipients },
              { key: 'read', header: '已读', align: 'end', cell: (m) => m.read },
            ]}
            rows={sent.list}
            rowKey={(m) => m.key}
            emptyText="暂无已发送的消息"
          />
          <Pagination
            page={page}
            total={sent.total}
            pageSize={sent.per_page}
            onPageChange={(next) => setParams({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}

import { beijingDateTime, type ConsoleFeedback } from '@yaocai/domain';
import { Button, Field, ListState, Select } from '@yaocai/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ReasonDialog } from '../components/ReasonDialog';
import { useFeedbackQueue, useReplyFeedback } from '../data/use-service';

const Filters = styled.div`
  display: flex;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Card = styled.article`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  p { white-space: pre-wrap; margin: ${({ theme }) => theme.space[2]} 0; }
  img { width: 96px; height: 96px; object-fit: cover; margin-right: ${({ theme }) => theme.space[2]}; }
`;

const REPLIED = [
  ['0', '待回复'],
  ['1', '已回复'],
  ['', '全部'],
] as const;

/** 意见反馈 (客服): buyers' feedback with photos, unanswered oldest first; reply once (audited, the buyer messaged). */
export default function FeedbackQueuePage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('replied');
  const replied = given === '1' || given === 'all' ? (given === '1' ? '1' : '') : '0';
  const queue = useFeedbackQueue({ replied, page: 1 });
  const reply = useReplyFeedback();
  const [replying, setReplying] = useState<ConsoleFeedback | null>(null);
  const [done, setDone] = useState('');

  const submit = async (text: string) => {
    if (!replying) return;
    const result = await reply.run(replying.id, text);
    if (result !== undefined) {
      setDone('已回复');
      setReplying(null);
    }
  };

  return (
    <section aria-labelledby="feedback-title">
      <h2 id="feedback-title">意见反馈</h2>
      <Filters>
        <Field label="回复状态">
          <Select
            value={given === 'all' ? 'all' : replied}
            onChange={(event) => setParams({ replied: event.target.value })}
          >
            {REPLIED.map(([value, label]) => (
              <option key={label} value={value === '' ? 'all' : value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </Filters>
      {done && <p role="status">{done}</p>}
      {!queue.page ? (
        <ListState
          status={queue.error ? 'error' : 'loading'}
          loadingText="正在加载反馈…"
          errorText="反馈列表加载失败"
          onRetry={queue.retry}
        />
      ) : queue.page.list.length === 0 ? (
        <ListState status="empty" emptyText={replied === '0' ? '暂无待回复的反馈' : '暂无反馈'} />
      ) : (
        <List>
          {queue.page.list.map((item) => (
            <li key={item.id}>
              <Card aria-label={`${item.company} 的反馈`}>
                <strong>
                  {item.type_label}　{item.company}（{item.user}）　{beijingDateTime(item.created_at)}
                </strong>
                <p>{item.content}</p>
                {item.contact ? <p>联系方式：{item.contact}</p> : null}
                {item.images.map((url, index) => (
                  <img key={url} src={url} alt={`反馈图片${index + 1}`} />
                ))}
                {item.reply ? (
                  <p>回复：{item.reply}</p>
                ) : replying?.id === item.id ? (
                  <ReasonDialog
                    title={`回复 ${item.company}`}
                    fieldLabel="回复内容"
                    submitLabel="发送回复"
                    variant="primary"
                    pending={reply.pending}
                    error={reply.error?.message}
                    onSubmit={(text) => void submit(text)}
                    onCancel={() => setReplying(null)}
                  />
                ) : (
                  <Button
                    size="sm"
                    aria-label={`回复 ${item.company} 的反馈`}
                    onClick={() => setReplying(item)}
                  >
                    回复
                  </Button>
                )}
              </Card>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import type { RenderLink } from '../../link';
import { Button } from '../Button/Button';
import { ListState } from '../ListState/ListState';
import { ChatBubble } from './ChatBubble';
import { Actions, Composer, List, Log, Notice, Older, Root } from './ChatThread.styles';
import type { ChatThreadMessage } from './types';

export interface ChatThreadProps {
  /** The messages loaded so far, oldest first. */
  messages: readonly ChatThreadMessage[];
  /** The history's first load. */
  status: 'loading' | 'error' | 'ready';
  /** Whose messages are "mine" (right-hand side): the buyer's app or the console. */
  viewer: 'buyer' | 'operator';
  /** Called to send a text; a rejection keeps the text in the box. */
  onSend: (text: string) => unknown;
  /** Shows 图片 and hands over the chosen file; without it no picture can be picked. */
  onPickPicture?: (file: File) => void;
  /** Older messages exist: shows 查看更早的消息. @default false */
  hasMore?: boolean;
  /** Called by 查看更早的消息. */
  onLoadMore?: () => void;
  /** Older messages are loading. @default false */
  loadingMore?: boolean;
  /** A send is under way. @default false */
  sending?: boolean;
  /** Why the last send failed (the server's message). */
  sendError?: string;
  /** The live channel: connecting / offline show a note (messages still send). @default 'live' */
  connection?: 'live' | 'connecting' | 'offline';
  /** The load error's text and its retry. */
  errorText?: string;
  onRetry?: () => void;
  /** What the empty thread says. @default '您好，请问有什么可以帮您？' */
  emptyText?: string;
  /** The accessible name of the thread. @default '在线客服' */
  label?: string;
  /** Where a goods card and an order card link to. */
  goodsHref?: (id: number) => string;
  orderHref?: (id: number) => string;
  /** Renders card links, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

const connectionNotes = { connecting: '正在连接…', offline: '连接已断开，正在重连…' } as const;

/**
 * A customer-service conversation: the history (paging up), live messages appended at the bottom, and a
 * composer where Enter sends (Shift+Enter breaks the line; Enter while an IME is composing does neither).
 */
export function ChatThread(props: ChatThreadProps) {
  const { messages, status, viewer, sending = false, connection = 'live' } = props;
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const newest = messages.at(-1)?.id;

  // A new message at the bottom scrolls into view; paging up (older first) does not move the reader.
  useEffect(() => {
    const log = logRef.current;
    if (log && newest !== undefined) log.scrollTop = log.scrollHeight;
  }, [newest]);

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || sending) return;
    setText('');
    try {
      await props.onSend(content);
    } catch {
      setText(content);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Root data-ui="ChatThread" aria-label={props.label ?? '在线客服'}>
      {status === 'ready' && connection !== 'live' && (
        <Notice $tone="muted" role="status">
          {connectionNotes[connection]}
        </Notice>
      )}
      {status === 'loading' && <ListState status="loading" loadingText="正在加载消息…" />}
      {status === 'error' && <ListState status="error" errorText={props.errorText} onRetry={props.onRetry} />}
      {status === 'ready' && (
        <Log ref={logRef} role="log" aria-live="polite" aria-label="消息记录" tabIndex={0}>
          {props.hasMore && (
            <Older>
              <Button variant="link" size="sm" loading={props.loadingMore} onClick={props.onLoadMore}>
                查看更早的消息
              </Button>
            </Older>
          )}
          {messages.length === 0 && (
            <ListState status="empty" emptyText={props.emptyText ?? '您好，请问有什么可以帮您？'} />
          )}
          <List>
            {messages.map((message) => {
              const mine = message.from === viewer;
              const label = message.from === 'operator' ? `客服 ${message.sender_name}` : message.sender_name;
              return (
                <ChatBubble
                  key={message.id}
                  message={message}
                  mine={mine}
                  senderLabel={mine ? '我' : label}
                  goodsHref={props.goodsHref}
                  orderHref={props.orderHref}
                  renderLink={props.renderLink}
                />
              );
            })}
          </List>
        </Log>
      )}
      <Composer onSubmit={send} aria-label="发送消息">
        <VisuallyHidden as="label" htmlFor={inputId}>
          输入消息
        </VisuallyHidden>
        <textarea
          id={inputId}
          value={text}
          maxLength={1000}
          placeholder="输入消息，Enter 发送，Shift+Enter 换行"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {props.sendError && (
          <Notice $tone="error" role="alert">
            {props.sendError}
          </Notice>
        )}
        <Actions>
          {props.onPickPicture ? (
            <>
              <Button variant="secondary" size="sm" onClick={() => fileRef.current?.click()}>
                图片
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                aria-label="选择图片"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) props.onPickPicture?.(file);
                  event.target.value = '';
                }}
              />
            </>
          ) : (
            <span />
          )}
          <Button type="submit" size="sm" loading={sending} disabled={!text.trim()}>
            发送
          </Button>
        </Actions>
      </Composer>
    </Root>
  );
}

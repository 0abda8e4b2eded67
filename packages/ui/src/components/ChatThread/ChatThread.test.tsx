import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatThread, type ChatThreadMessage } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const message = (id: number, from: 'buyer' | 'operator', content: string): ChatThreadMessage => ({
  id,
  from,
  type: 'text',
  sender_name: from === 'buyer' ? '王仁心' : '李客服',
  content,
  image: null,
  goods: null,
  order: null,
  created_at: 1_795_700_000 + id,
});

describe('ChatThread', () => {
  it('given a conversation, names the operator as 客服 and the viewer as 我, and is axe clean', async () => {
    const { container } = render(
      <ChatThread
        status="ready"
        viewer="buyer"
        onSend={() => undefined}
        messages={[message(1, 'buyer', '有货吗？'), message(2, 'operator', '有的')]}
      />,
    );
    const log = screen.getByRole('log', { name: '消息记录' });
    expect(log).toHaveTextContent('我 ·');
    expect(log).toHaveTextContent('客服 李客服');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends on Enter but not while an IME is composing, and keeps the text when the send is refused', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('发送太频繁'));
    render(<ChatThread status="ready" viewer="buyer" onSend={onSend} messages={[]} />);
    const box = screen.getByLabelText('输入消息');
    await userEvent.type(box, '你好');
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('你好');
    expect(await screen.findByDisplayValue('你好')).toBe(box);
  });

  it('shows the loading, empty and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ChatThread status="loading" viewer="buyer" onSend={vi.fn()} messages={[]} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在加载消息');
    rerender(<ChatThread status="ready" viewer="buyer" onSend={vi.fn()} messages={[]} />);
    expect(screen.getByText('您好，请问有什么可以帮您？')).toBeInTheDocument();
    rerender(<ChatThread status="error" viewer="buyer" onSend={vi.fn()} messages={[]} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

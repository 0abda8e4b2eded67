import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@yaocai/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { userFixture } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const pathOf = (request: SentRequest) => request.url.split('?')[0] ?? '';

/** A server with three messages, two unread, that marks them read as the real one does. */
function messagesApi({ failList = false } = {}) {
  const messages: Message[] = [
    {
      id: 3,
      kind: 'qualification',
      title: '资质审核通过',
      body: '您的企业资质已审核通过，现在可以采购了。',
      link: '/zhzx/zzzj',
      is_read: 0,
      time: 1_763_900_000,
    },
    {
      id: 2,
      kind: 'certificate',
      title: '药品经营许可证即将过期',
      body: '请在30天内上传新证。',
      link: '',
      is_read: 0,
      time: 1_763_800_000,
    },
    {
      id: 1,
      kind: 'order',
      title: '订单已发货',
      body: '订单YC202611200001已发货。',
      link: '/order',
      is_read: 1,
      time: 1_763_700_000,
    },
  ];
  const unread = () => messages.filter((m) => m.is_read === 0).length;
  return stubApi({
    signedIn: true,
    override: (request) => {
      const path = pathOf(request);
      if (path === '/api/user/session')
        return envelope(10000, { user: { ...userFixture, message_count: unread() } });
      if (path === '/api/user/message') {
        if (failList) return envelope(500, null, '服务器开小差了', 500);
        const status = new URLSearchParams(request.url.split('?')[1]).get('status');
        const list = messages.filter((m) => status !== 'unread' || m.is_read === 0);
        return envelope(10000, { list, total: list.length, page: 1, per_page: 20 });
      }
      const read = path.match(/^\/api\/user\/message\/(\d+)\/read$/);
      if (read) {
        for (const m of messages) if (m.id === Number(read[1])) m.is_read = 1;
        return envelope(10000, { message_count: unread() }, '已标记为已读');
      }
      if (path === '/api/user/message/read_all') {
        for (const m of messages) m.is_read = 1;
        return envelope(10000, { message_count: 0 }, '已全部标记为已读');
      }
      return undefined;
    },
  });
}

describe('/wdxx: my messages (issue #10 §4)', () => {
  it('lists each message with its kind, time, body and link; marking one read lowers the badge', async () => {
    const { sent } = messagesApi();
    const { router } = renderApp('/wdxx');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhzx/wdxx'));
    const user = userEvent.setup();
    const approved = await screen.findByRole('article', { name: '资质审核通过' });
    expect(within(approved).getByText('资质审核')).toBeInTheDocument();
    expect(within(approved).getByText('您的企业资质已审核通过，现在可以采购了。')).toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: '查看详情' })).toHaveAttribute('href', '/zhzx/zzzj');
    expect(within(approved).getByText(/^2025-11-23 \d\d:\d\d/)).toBeInTheDocument();
    const shipped = screen.getByRole('article', { name: '订单已发货' });
    expect(within(shipped).queryByRole('button', { name: '标记已读' })).not.toBeInTheDocument();
    expect(await screen.findByLabelText('2 条未读消息')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();

    await user.click(within(approved).getByRole('button', { name: '标记已读' }));
    await waitFor(() => expect(sent.some((r) => pathOf(r) === '/api/user/message/3/read')).toBe(true));
    expect(await screen.findByLabelText('1 条未读消息')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(approved).queryByRole('button', { name: '标记已读' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('tab', { name: '未读（1）' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=unread'));
    expect(await screen.findByRole('article', { name: '药品经营许可证即将过期' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: '资质审核通过' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '全部已读' }));
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('says when the messages cannot be loaded, with 重试', async () => {
    messagesApi({ failList: true });
    renderApp('/zhzx/wdxx');
    expect(await screen.findByText('消息加载失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});

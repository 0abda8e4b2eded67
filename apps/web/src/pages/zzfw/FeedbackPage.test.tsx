import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { renderApp } from '../../test/render-app';

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

const IMAGE_ID = 'a'.repeat(32);

describe('意见反馈 /zzfw/yjfk', () => {
  it('given a photo uploaded, sending the feedback names the photo, and the list shows the reply', async () => {
    let posted: unknown = null;
    stubApi({
      signedIn: true,
      override: ({ url, method, body }) => {
        if (url === '/api/user/zizhi/image' && method === 'POST')
          return envelope(10000, { image_id: IMAGE_ID, url: `/api/user/zizhi/image/${IMAGE_ID}` });
        if (url === '/api/user/feedback' && method === 'POST') {
          posted = JSON.parse(String(body));
          return envelope(10000, null, '感谢您的反馈，我们会尽快回复');
        }
        if (url.startsWith('/api/user/feedback?'))
          return envelope(10000, {
            list: [
              {
                id: 1,
                type: 'delivery',
                type_label: '物流配送',
                content: '外箱破损',
                images: [],
                contact: '',
                reply: '已补发',
                replied_at: 1_795_744_286,
                created_at: 1_795_744_000,
              },
            ],
            total: 1,
            page: 1,
            per_page: 10,
          });
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp('/zzfw/yjfk');
    expect(await screen.findByText(/客服回复.*已补发/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/反馈内容/), '到货外箱破损，请加强包装');
    await user.upload(
      screen.getByLabelText(/图片/),
      new File([new Uint8Array([137, 80, 78, 71])], 'box.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: '反馈图片1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交反馈' }));
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted).toMatchObject({
      type: 'product',
      content: '到货外箱破损，请加强包装',
      image_ids: [IMAGE_ID],
    });
  }, 30_000);
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { amoxicillin } from '../test/goods';
import { announced, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const report = '/api/picture/0123456789abcdef0123.webp';
const scan = () => new File([new Uint8Array([255, 216, 255, 224])], '检验报告.jpg', { type: 'image/jpeg' });

describe('质检报告 on a batch (运营)', () => {
  it('shows a refused scan beside the batch, then uploads one and puts it on the batch: the row links it', async () => {
    let uploads = 0;
    let attached = false;
    const sent = stubFetch(({ method, url }) => {
      if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
      if (url === '/api/console/goods/42' && method === 'GET')
        return ok(
          attached
            ? { ...amoxicillin, batches: amoxicillin.batches.map((b) => ({ ...b, report_url: report })) }
            : amoxicillin,
        );
      if (url === '/api/console/goods/pictures' && method === 'POST') {
        uploads += 1;
        if (uploads === 1)
          return {
            status: 422,
            body: {
              status: 422,
              message: '仅支持JPG、PNG、WebP格式的图片',
              data: { errors: { file: ['仅支持JPG、PNG、WebP格式的图片'] } },
            },
          };
        return ok({ image: report }, '上传成功');
      }
      if (url === '/api/console/goods/42/batches/1/report' && method === 'PUT') {
        attached = true;
        return ok(null, '商品 #42 阿莫西林胶囊：批次 B250301 上传质检报告');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/goods/42" />);
    const form = await screen.findByRole('form', { name: '批次' });
    const row = within(form).getByRole('row', { name: /B250301/ });
    expect(within(row).getByText(/暂无/)).toBeInTheDocument();

    await user.upload(within(row).getByLabelText('上传批次 B250301 的质检报告'), scan());
    expect(await within(row).findByRole('alert')).toHaveTextContent('仅支持JPG、PNG、WebP格式的图片');
    expect(sent.some((r) => r.method === 'PUT')).toBe(false);

    await user.upload(within(row).getByLabelText('上传批次 B250301 的质检报告'), scan());
    await announced('批次 B250301 上传质检报告');
    expect(sent.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      ['/api/console/goods/42/batches/1/report', { report_url: report }],
    ]);
    const link = await within(form).findByRole('link', { name: '查看' });
    expect(link).toHaveAttribute('href', report);
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});

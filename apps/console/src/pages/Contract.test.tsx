import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleContractVersions } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, shenhe, yunying } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const versions: ConsoleContractVersions = {
  current: {
    version: '2026-11',
    title: '药品电子采购合同',
    required_from: '1970-01-01T00:00:00.000Z',
    published_at: null,
    published_by: '',
    signed_companies: 4,
    body: '第一条 资质与合法采购\n1. 乙方保证所持证照真实、合法、在有效期内。',
  },
  list: [
    {
      version: '2026-11',
      title: '药品电子采购合同',
      required_from: '1970-01-01T00:00:00.000Z',
      published_at: null,
      published_by: '',
      signed_companies: 4,
    },
  ],
};

describe('电子合同 (the e-contract versions)', () => {
  it('lists the versions and publishes a new one with its date, the refusal under its field', async () => {
    let refused = false;
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: yunying, csrf_token: 'ops-token' });
      if (url === '/api/console/contract' && method === 'GET') return ok(versions);
      if (url === '/api/console/contract' && method === 'POST') {
        if (!refused) {
          refused = true;
          return {
            status: 422,
            body: {
              status: 422,
              message: '该版本号已发布过',
              data: { errors: { version: ['该版本号已发布过'] } },
            },
          };
        }
        return ok(null, '已发布《药品电子采购合同》版本 2027-01');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/contract" />);
    const table = await screen.findByRole('table', { name: '合同版本' });
    expect(within(table).getByRole('rowheader', { name: '2026-11' })).toBeInTheDocument();
    expect(within(table).getByText('初始版本')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发布新版本' }));
    const form = screen.getByRole('form', { name: '发布新版本' });
    expect(within(form).getByLabelText(/合同正文/)).toHaveValue(versions.current.body);
    await user.type(within(form).getByLabelText(/版本号/), '2026-11');
    const date = within(form).getByLabelText(/签署截止日期/);
    await user.clear(date);
    await user.type(date, '2027-01-15');
    await user.click(within(form).getByRole('button', { name: '发布' }));
    expect(await within(form).findByText('该版本号已发布过')).toBeInTheDocument();
    const version = within(form).getByLabelText(/版本号/);
    await user.clear(version);
    await user.type(version, '2027-01');
    await user.click(within(form).getByRole('button', { name: '发布' }));
    await announced('版本 2027-01');
    expect(sent.filter((r) => r.method === 'POST').at(-1)).toMatchObject({
      url: '/api/console/contract',
      body: {
        version: '2027-01',
        title: '药品电子采购合同',
        body: versions.current.body,
        required_from: '2027-01-15',
      },
    });
  });

  it('is not in the menu of 审核, and says so on the screen', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      return undefined;
    });
    render(<App initialPath="/contract" />);
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '电子合同' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { admin } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const kefu: OperatorRow = {
  id: 4,
  username: 'kefu',
  name: '客服 陈静',
  roles: ['service'],
  disabled: false,
  has_totp: false,
};

describe('运营账号 (管理员)', () => {
  it('creates a 财务 account, shows its TOTP secret once, and disables another with the session token', async () => {
    const list: OperatorRow[] = [kefu];
    const sent = stubFetch(({ method, url, body }) => {
      if (url === '/api/console/session') return ok({ operator: admin, csrf_token: 'admin-token' });
      if (url === '/api/console/operators' && method === 'GET') return ok({ list });
      if (url === '/api/console/operators' && method === 'POST') {
        const created: OperatorRow = {
          id: 7,
          username: 'sunli',
          name: '孙丽',
          roles: ['finance'],
          disabled: false,
          has_totp: true,
        };
        list.push(created);
        return ok({
          operator: created,
          totp: { secret: 'SECRETSECRETSECRETSECRETSECRET22', uri: 'otpauth://x' },
        });
      }
      if (url === '/api/console/operators/4' && method === 'PATCH') {
        list[0] = { ...kefu, disabled: (body as { disabled: boolean }).disabled };
        return ok({ operator: list[0], totp: null });
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/operators" />);
    const form = await screen.findByRole('form', { name: '新建运营账号' });
    await user.type(within(form).getByLabelText(/用户名/), 'sunli');
    await user.type(within(form).getByLabelText(/姓名/), '孙丽');
    await user.type(within(form).getByLabelText(/初始密码/), 'Sunli#2026pass');
    await user.click(within(form).getByLabelText('财务'));
    await user.click(within(form).getByRole('button', { name: '新建账号' }));

    expect(await screen.findByRole('status')).toHaveTextContent('SECRETSECRETSECRETSECRETSECRET22');
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      username: 'sunli',
      name: '孙丽',
      password: 'Sunli#2026pass',
      roles: ['finance'],
    });
    expect(await screen.findByRole('rowheader', { name: 'sunli' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '停用 kefu' }));
    expect(await screen.findByRole('button', { name: '启用 kefu' })).toBeInTheDocument();
    const patch = sent.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ disabled: true });
    expect(patch?.headers['X-CSRF-Token']).toBe('admin-token');
  });
});

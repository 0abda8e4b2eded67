import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCompanyAccount, ConsoleCompanyDetail } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, shenhe } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const detail: ConsoleCompanyDetail = {
  company: {
    id: 1,
    name: '仁心大药房',
    enterprise_type: 'chain_hq',
    enterprise_type_label: '连锁总部',
    status: 'approved',
    stage: null,
    status_label: '已通过',
    reason: '',
    region: '北京市',
    address: '北京市朝阳区建国路88号',
    legal_person: '王仁心',
    purchaser: '李采购',
    purchaser_phone: '13800138000',
    invoice: null,
    submitted_at: '2026-11-01T02:00:00.000Z',
    reviewed_at: '2026-11-02T02:00:00.000Z',
    first_reviewed_by: 'shenhe',
    first_reviewed_at: '2026-11-02T01:00:00.000Z',
  },
  timeline: [],
  scope: [{ code: 'chemical', name: '化学药制剂', status: 'approved' }],
  certificates: [],
};

const account = (): ConsoleCompanyAccount => ({
  contract: {
    signed: true,
    version: '2026-11',
    signed_at: '2026-11-03T02:00:00.000Z',
    signed_by: '13800138000',
    title: '药品电子采购合同',
    current_version: '2026-11',
    body: '第一条 资质与合法采购\n1. 乙方保证所持证照真实、合法、在有效期内。',
    standing: 'signed',
    standing_label: '已签署现行版本',
    required_from: '1970-01-01T00:00:00.000Z',
    signatures: [{ version: '2026-11', signed_at: '2026-11-03T02:00:00.000Z', signed_by: '13800138000' }],
  },
  head_office: null,
  stores: [
    {
      user_id: 5,
      company_id: 3,
      name: '仁心大药房（朝阳店）',
      contact: '朝阳店长',
      phone: '13800138001',
      status: 'approved',
      status_label: '已通过',
    },
  ],
  manager: { id: 2, name: '张敏', phone: '13911112222', is_default: false },
  managers: [
    { id: 1, name: '客服小药', phone: '4008001234', is_default: true },
    { id: 2, name: '张敏', phone: '13911112222', is_default: false },
  ],
  credit: { limit: '50000.00', used: '1200.00', billing_day: 25, due_days: 15 },
});

describe('企业账户 on the company page', () => {
  it('shows the e-contract, the stores and the 账期, and assigns the account manager', async () => {
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/1' && method === 'GET') return ok(detail);
      if (url === '/api/console/companies/1/account') return ok(account());
      if (url === '/api/console/companies/1/manager')
        return ok(null, '已将企业 #1 仁心大药房 的客户经理设为 默认客服');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies/1" />);
    expect(await screen.findByText(/已签署（版本 2026-11，13800138000/)).toBeInTheDocument();
    await user.click(screen.getByText(/查看《药品电子采购合同》（现行版本 2026-11/));
    expect(screen.getByText(/乙方保证所持证照真实/)).toBeVisible();
    expect(screen.getByText(/额度 ¥50000.00，已用 ¥1200.00，每月25日出账，15天内还款/)).toBeInTheDocument();
    const stores = screen.getByRole('table', { name: '连锁门店' });
    expect(within(stores).getByRole('link', { name: '仁心大药房（朝阳店）' })).toHaveAttribute(
      'href',
      '/companies/3',
    );
    const select = screen.getByLabelText('客户经理');
    expect(select).toHaveValue('2');
    await user.selectOptions(select, '');
    await user.click(screen.getByRole('button', { name: '保存客户经理' }));
    await announced('客户经理设为 默认客服');
    expect(sent.find((r) => r.url === '/api/console/companies/1/manager')).toMatchObject({
      method: 'PUT',
      body: { manager_id: null },
    });
  });

  it('says when the contract is unsigned and the company has no stores; and when the account fails', async () => {
    let fail = false;
    stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/1' && method === 'GET') return ok(detail);
      if (url === '/api/console/companies/1/account')
        return fail
          ? { status: 500, body: { status: 500, message: '服务器开小差了', data: null } }
          : ok({
              ...account(),
              contract: {
                ...account().contract,
                signed: false,
                version: null,
                signed_at: null,
                signed_by: '',
                standing: 'required',
                standing_label: '未签署现行版本（下单前须签署）',
                signatures: [],
              },
              stores: [],
              credit: { limit: '0.00', used: '0.00', billing_day: 0, due_days: 15 },
            });
      return undefined;
    });
    const { unmount } = render(<App initialPath="/companies/1" />);
    expect(await screen.findByText('未签署（下单时将要求买家先签署）')).toBeInTheDocument();
    expect(screen.getByText('该连锁总部还没有门店')).toBeInTheDocument();
    expect(screen.getByText(/未开通/)).toBeInTheDocument();
    unmount();
    fail = true;
    render(<App initialPath="/companies/1" />);
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
  });

  it("adds a store to a chain head office and corrects a store's details, the server's refusal under its field", async () => {
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/1' && method === 'GET') return ok(detail);
      if (url === '/api/console/companies/1/account') return ok(account());
      if (url === '/api/console/companies/1/stores') {
        if ((body as { phone: string }).phone === '13800138001')
          return {
            status: 422,
            body: { status: 422, message: '该手机号已注册', data: { errors: { phone: ['该手机号已注册'] } } },
          };
        return ok(null, '已为企业 #1 添加门店 #9 仁心大药房（通州店）');
      }
      if (url === '/api/console/companies/1/stores/5')
        return ok(null, '已修改门店 #5：仁心大药房（朝阳旗舰店）');
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies/1" />);
    await user.click(await screen.findByRole('button', { name: '添加门店' }));
    const form = screen.getByRole('form', { name: '添加门店' });
    await user.type(within(form).getByLabelText(/门店名称/), '仁心大药房（通州店）');
    await user.type(within(form).getByLabelText(/联系人/), '王通州');
    await user.type(within(form).getByLabelText(/手机号/), '13800138001');
    await user.type(within(form).getByLabelText(/初始密码/), 'Store2026ok');
    await user.click(within(form).getByRole('button', { name: '添加门店' }));
    expect(await within(form).findByText('该手机号已注册')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/手机号/));
    await user.type(within(form).getByLabelText(/手机号/), '13911112222');
    await user.click(within(form).getByRole('button', { name: '添加门店' }));
    await announced('添加门店 #9');
    expect(sent.filter((r) => r.url === '/api/console/companies/1/stores').at(-1)).toMatchObject({
      method: 'POST',
      body: {
        company: '仁心大药房（通州店）',
        contact: '王通州',
        phone: '13911112222',
        password: 'Store2026ok',
      },
    });

    await user.click(screen.getByRole('button', { name: '修改门店 仁心大药房（朝阳店）' }));
    const edit = screen.getByRole('form', { name: '修改门店：仁心大药房（朝阳店）' });
    expect(within(edit).queryByLabelText(/手机号/)).toBeNull();
    const name = within(edit).getByLabelText(/门店名称/);
    await user.clear(name);
    await user.type(name, '仁心大药房（朝阳旗舰店）');
    await user.click(within(edit).getByRole('button', { name: '保存门店' }));
    await announced('仁心大药房（朝阳旗舰店）');
    expect(sent.find((r) => r.url === '/api/console/companies/1/stores/5')).toMatchObject({
      method: 'PUT',
      body: { company: '仁心大药房（朝阳旗舰店）', contact: '朝阳店长' },
    });
  });

  it('shows a company that signed an older version: the date it must sign by and every signature', async () => {
    stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/1' && method === 'GET') return ok(detail);
      if (url === '/api/console/companies/1/account')
        return ok({
          ...account(),
          contract: {
            ...account().contract,
            current_version: '2027-01',
            standing: 'renew',
            standing_label: '已签署旧版本，待签署新版本',
            required_from: '2027-01-14T16:00:00.000Z',
          },
        });
      return undefined;
    });
    render(<App initialPath="/companies/1" />);
    expect(
      await screen.findByText(
        /2027-01：已签署旧版本，待签署新版本（2027-01-15 00:00 起须签署新版本才能下单）/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/现行版本 2027-01，与签署版本不同/)).toBeInTheDocument();
  });
});

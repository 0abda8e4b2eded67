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
  },
  head_office: null,
  stores: [
    {
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
              },
              stores: [],
              credit: { limit: '0.00', used: '0.00', billing_day: 0, due_days: 15 },
            });
      return undefined;
    });
    const { unmount } = render(<App initialPath="/companies/1" />);
    expect(await screen.findByText('未签署（下单时将要求买家先签署）')).toBeInTheDocument();
    expect(screen.getByText(/该企业没有门店/)).toBeInTheDocument();
    expect(screen.getByText(/未开通/)).toBeInTheDocument();
    unmount();
    fail = true;
    render(<App initialPath="/companies/1" />);
    expect(await screen.findByText('服务器开小差了')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConsoleCertificate, ConsoleCompanyDetail, ConsoleCompanyRow } from '@yaocai/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ok, stubFetch } from '../test/fetch';
import { announced, cangchu, shenhe, zhiliang } from '../test/operators';

afterEach(() => vi.unstubAllGlobals());

const row: ConsoleCompanyRow = {
  id: 5,
  name: '百草堂药房',
  enterprise_type: 'pharmacy',
  enterprise_type_label: '单体药店',
  status: 'pending',
  stage: 'first',
  status_label: '待初审',
  submitted_at: '2026-11-26T02:00:00.000Z',
  certificates: { total: 2, pending: 2, rejected: 0 },
};

const cert = (id: number, type: 'drug_licence' | 'business_licence', label: string): ConsoleCertificate => ({
  id,
  type,
  type_label: label,
  number: `NO-${id}`,
  issuer: '北京市药品监督管理局',
  valid_from: '2024-01-01',
  valid_until: '2029-12-31',
  images: [
    { image_id: `img${id}aaaaaaaaaaaaaaaa`, url: `/api/console/certificate-images/img${id}aaaaaaaaaaaaaaaa` },
  ],
  status: 'pending',
  status_label: '待审核',
  reason: '',
  required: 1,
  reviewed_by: '',
  reviewed_at: null,
});

function detail(): ConsoleCompanyDetail {
  return {
    company: {
      id: 5,
      name: '百草堂药房',
      enterprise_type: 'pharmacy',
      enterprise_type_label: '单体药店',
      status: 'pending',
      stage: 'first',
      status_label: '待初审',
      reason: '',
      region: '北京市',
      address: '北京市东城区东直门内大街1号',
      legal_person: '张药师',
      purchaser: '张采购',
      purchaser_phone: '13712345678',
      invoice: null,
      submitted_at: '2026-11-26T02:00:00.000Z',
      reviewed_at: null,
      first_reviewed_by: null,
      first_reviewed_at: null,
    },
    timeline: [
      {
        id: 1,
        step: 'submitted',
        stage: null,
        label: '提交审核',
        actor: '',
        note: '',
        at: '2026-11-26T02:00:00.000Z',
      },
    ],
    scope: [{ code: 'chemical', name: '化学药制剂', status: 'pending' }],
    certificates: [cert(11, 'drug_licence', '药品经营许可证'), cert(12, 'business_licence', '营业执照')],
  };
}

describe('企业审核', () => {
  it('lists the queue with its status filter, and says so when it is empty or fails', async () => {
    const sent = stubFetch(({ url }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url.startsWith('/api/console/companies?') && url.includes('status=pending'))
        return ok({ list: [row], total: 1, page: 1, per_page: 20 });
      if (url.startsWith('/api/console/companies?') && url.includes('status=rejected'))
        return ok({ list: [], total: 0, page: 1, per_page: 20 });
      if (url.startsWith('/api/console/companies?'))
        return { status: 500, body: { status: 500, message: '服务器开小差了', data: null } };
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies" />);
    expect(await screen.findByRole('link', { name: '企业审核' })).toBeInTheDocument();
    const name = await screen.findByRole('rowheader', { name: '百草堂药房' });
    const line = name.closest('tr') as HTMLElement;
    expect(within(line).getByText('单体药店')).toBeInTheDocument();
    expect(within(line).getByText('2 / 0 / 2')).toBeInTheDocument();
    expect(within(line).getByText('2026-11-26 10:00')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('审核状态'), 'rejected');
    expect(await screen.findByText('没有符合条件的企业')).toBeInTheDocument();
    expect(sent.some((r) => r.url.includes('status=rejected'))).toBe(true);
    await user.click(screen.getByLabelText('只看有待审证照的企业'));
    await screen.findByText('没有符合条件的企业');
    expect(sent.at(-1)?.url).toContain('certificates=1');
    await user.selectOptions(screen.getByLabelText('审核状态'), 'approved');
    expect(await screen.findByText('企业列表加载失败')).toBeInTheDocument();
  });

  it('shows no 企业审核 menu to an operator without the role, and refuses the page', async () => {
    stubFetch(({ url }) =>
      url === '/api/console/session' ? ok({ operator: cangchu, csrf_token: 't' }) : undefined,
    );
    render(<App initialPath="/companies" />);
    expect(await screen.findByText('您的角色没有权限访问此页面')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '企业审核' })).toBeNull();
  });

  it('shows pictures beside the fields, approves one certificate and rejects another with a reason', async () => {
    const state = detail();
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/5' && method === 'GET') return ok(state);
      if (url === '/api/console/certificates/11/approve') {
        state.certificates[0] = {
          ...(state.certificates[0] as ConsoleCertificate),
          status: 'approved',
          status_label: '已通过',
        };
        return ok(null, '已通过证照 #11 百草堂药房 药品经营许可证');
      }
      if (url === '/api/console/certificates/12/reject') {
        const reason = (body as { reason: string }).reason;
        if (reason.includes('\u0000'))
          return {
            status: 422,
            body: {
              status: 422,
              message: '驳回原因不能包含控制字符',
              data: { errors: { reason: ['驳回原因不能包含控制字符'] } },
            },
          };
        state.certificates[1] = {
          ...(state.certificates[1] as ConsoleCertificate),
          status: 'rejected',
          status_label: '已驳回',
          reason,
        };
        return ok(null, `已驳回证照 #12 百草堂药房 营业执照：${reason}`);
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies/5" />);

    const licence = await screen.findByRole('article', { name: /药品经营许可证/ });
    const picture = within(licence).getByRole('img', { name: '药品经营许可证 图片1' });
    expect(picture).toHaveAttribute('src', '/api/console/certificate-images/img11aaaaaaaaaaaaaaaa');
    const viewer = within(licence).getByRole('group', { name: '药品经营许可证 图片1' });
    expect(within(viewer).getByRole('button', { name: '向右旋转' })).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: '在新窗口查看原图' })).toHaveAttribute(
      'href',
      '/api/console/certificate-images/img11aaaaaaaaaaaaaaaa',
    );
    expect(within(licence).getByText('2024-01-01 至 2029-12-31')).toBeInTheDocument();
    expect(screen.getByText('张药师')).toBeInTheDocument();

    await user.click(within(licence).getByRole('button', { name: '通过药品经营许可证' }));
    await announced('已通过证照 #11');
    const approve = sent.find((r) => r.url === '/api/console/certificates/11/approve');
    expect(approve?.headers['X-CSRF-Token']).toBe('review-token');
    expect(await within(licence).findByText('已通过')).toBeInTheDocument();

    const business = screen.getByRole('article', { name: /营业执照/ });
    await user.click(within(business).getByRole('button', { name: '驳回营业执照' }));
    const dialog = within(business).getByRole('dialog', { name: '驳回营业执照（NO-12）' });
    const field = within(dialog).getByLabelText(/驳回原因/);
    expect(field).toHaveFocus();
    await user.type(field, '模糊');
    // A control character the keyboard cannot type: set by paste.
    await user.paste('\u0000');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText('驳回原因不能包含控制字符')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '照片模糊，请重新拍摄');
    await user.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await announced('已驳回证照 #12');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(business).findByText('照片模糊，请重新拍摄')).toBeInTheDocument();
    expect(sent.filter((r) => r.url === '/api/console/certificates/12/reject').map((r) => r.body)).toEqual([
      { reason: '模糊\u0000' },
      { reason: '照片模糊，请重新拍摄' },
    ]);
  });

  it('passes 初审, then refuses 质量审核 to the same operator, with the history as a timeline', async () => {
    const state = detail();
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/5' && method === 'GET') return ok(state);
      if (url === '/api/console/companies/5/first_review') {
        state.company = {
          ...state.company,
          stage: 'quality',
          status_label: '待质量审核',
          first_reviewed_by: 'shenhe',
          first_reviewed_at: '2026-11-26T03:00:00.000Z',
        };
        state.timeline = [
          ...state.timeline,
          {
            id: 2,
            step: 'first_passed',
            stage: null,
            label: '初审通过',
            actor: 'shenhe',
            note: '',
            at: '2026-11-26T03:00:00.000Z',
          },
        ];
        return ok(null, '企业 #5 百草堂药房 初审通过，等待质量审核');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies/5" />);
    const timeline = await screen.findByRole('list', { name: '审核进度' });
    expect(within(timeline).getByText('提交审核')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '质量审核通过' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '初审通过' }));
    await announced('初审通过，等待质量审核');
    expect(sent.find((r) => r.url === '/api/console/companies/5/first_review')?.body).toEqual({});
    expect(await within(timeline).findByText('初审通过')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '质量审核通过' })).toBeDisabled();
    expect(screen.getByText(/初审与质量审核须由不同的审核员完成/)).toBeInTheDocument();
  });

  it('lets another operator pass 质量审核 with the scope as edited', async () => {
    const state = detail();
    state.company = {
      ...state.company,
      stage: 'quality',
      status_label: '待质量审核',
      first_reviewed_by: 'shenhe',
    };
    const sent = stubFetch(({ url, method }) => {
      if (url === '/api/console/session') return ok({ operator: zhiliang, csrf_token: 'review-token' });
      if (url === '/api/console/companies/5' && method === 'GET') return ok(state);
      if (url === '/api/console/companies/5/approve') {
        state.company = { ...state.company, status: 'approved', stage: null, status_label: '已通过' };
        state.scope = [
          { code: 'chemical', name: '化学药制剂', status: 'approved' },
          { code: 'tcm_patent', name: '中成药', status: 'approved' },
        ];
        return ok(null, '已通过企业 #5 百草堂药房');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies/5" />);
    await user.click(await screen.findByLabelText('中成药'));
    await user.click(screen.getByRole('button', { name: '质量审核通过' }));
    await announced('已通过企业 #5');
    expect(sent.find((r) => r.url === '/api/console/companies/5/approve')?.body).toEqual({
      scope: ['chemical', 'tcm_patent'],
    });
    expect(screen.queryByRole('button', { name: '质量审核通过' })).toBeNull();
  });

  it("edits an approved company's scope, and shows the server's refusal", async () => {
    const state = detail();
    state.company = { ...state.company, status: 'approved', stage: null, status_label: '已通过' };
    state.scope = [{ code: 'chemical', name: '化学药制剂', status: 'approved' }];
    const sent = stubFetch(({ url, method, body }) => {
      if (url === '/api/console/session') return ok({ operator: shenhe, csrf_token: 'review-token' });
      if (url === '/api/console/companies/5' && method === 'GET') return ok(state);
      if (url === '/api/console/companies/5/scope' && method === 'PUT') {
        const scope = (body as { scope: string[] }).scope;
        if (scope.length === 0)
          return {
            status: 422,
            body: { status: 422, message: '请选择经营范围', data: { errors: { scope: ['请选择经营范围'] } } },
          };
        return ok(null, '已修改企业 #5 百草堂药房 的经营范围：化学药制剂 → 中成药');
      }
      return undefined;
    });
    const user = userEvent.setup();
    render(<App initialPath="/companies/5" />);
    const save = await screen.findByRole('button', { name: '保存经营范围' });
    expect(save).toBeDisabled();
    await user.click(screen.getByLabelText('化学药制剂'));
    await user.click(save);
    expect(await screen.findByText('请选择经营范围')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByLabelText('中成药'));
    await user.click(save);
    await announced('化学药制剂 → 中成药');
    expect(sent.filter((r) => r.url === '/api/console/companies/5/scope').map((r) => r.body)).toEqual([
      { scope: [] },
      { scope: ['tcm_patent'] },
    ]);
  });
});

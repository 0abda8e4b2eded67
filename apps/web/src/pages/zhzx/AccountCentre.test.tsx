import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ZizhiData } from '@yaocai/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { userFixture } from '../../test/fixtures';
import { jyfwFixture, zizhiApproved, zizhiNone } from '../../test/qualification-fixtures';
import { renderApp } from '../../test/render-app';

type Answer = (request: SentRequest) => Response | undefined;

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

function accountApi(zizhi: ZizhiData | null = zizhiApproved, answer: Answer = () => undefined) {
  return stubApi({
    signedIn: true,
    override: (request) => {
      const custom = answer(request);
      if (custom) return custom;
      if (request.url === '/api/user/zizhi')
        return zizhi ? envelope(10000, zizhi) : envelope(500, null, '服务器繁忙');
      if (request.url === '/api/user/jyfw') return envelope(10000, jyfwFixture);
      return undefined;
    },
  });
}

describe('/zhzx/zzzj: qualification certificates', () => {
  it('shows the company, each certificate with its state, reason, validity and images, and the scope', async () => {
    accountApi();
    renderApp('/zhzx/zzzj');
    const menu = await screen.findByRole('navigation', { name: '账户中心' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['基本信息', '资质证件', '修改密码', '收货地址', '多门店管理', '我的消息', '绑定微信']);
    expect(await screen.findByText(/仁心大药房（单体药店）/)).toHaveTextContent('已通过');
    expect(screen.getByText('尚缺有效证照：采购员身份证。补齐并通过审核前暂不能采购。')).toBeInTheDocument();
    const drug = screen.getByRole('listitem', { name: '药品经营许可证' });
    expect(within(drug).getByText('已通过')).toBeInTheDocument();
    expect(within(drug).getByText('有效期：2024-01-01 至 2029-01-01')).toBeInTheDocument();
    expect(within(drug).getByRole('img', { name: '药品经营许可证图片1' })).toHaveAttribute(
      'src',
      '/api/user/zizhi/image/img_aaaaaaaaaaaaaaaa',
    );
    expect(
      within(screen.getByRole('listitem', { name: '营业执照' })).getByText('即将过期'),
    ).toBeInTheDocument();
    const id = screen.getByRole('listitem', { name: '采购员身份证' });
    expect(within(id).getByText('已驳回')).toBeInTheDocument();
    expect(within(id).getByText('驳回原因：图片模糊，请重新上传')).toBeInTheDocument();
    expect(within(id).getByText('有效期：2024-01-01 起长期有效')).toBeInTheDocument();
    const scope = await screen.findByRole('list', { name: '经营范围' });
    expect(
      within(scope)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['化学药制剂：已核准', '中成药：已核准', '第三类医疗器械：审核中', '保健食品：未开通']);
  });

  it('renews a certificate with 更新证照: checked by the contract, a 422 under its field, then sent as JSON', async () => {
    let refused = false;
    const { sent } = accountApi(zizhiApproved, (request) => {
      if (request.url === '/api/user/zizhi/image')
        return envelope(10000, {
          image_id: 'img_bbbbbbbbbbbbbbbb',
          url: '/api/user/zizhi/image/img_bbbbbbbbbbbbbbbb',
        });
      if (request.url === '/api/user/zizhi' && request.method === 'POST') {
        if (!refused) {
          refused = true;
          return envelope(422, { errors: { number: ['证照编号与营业执照不符'] } }, '提交的数据有误');
        }
        return envelope(10000, null, '证照已提交，请等待审核');
      }
      return undefined;
    });
    renderApp('/zhzx/zzzj');
    const user = userEvent.setup();
    const id = await screen.findByRole('listitem', { name: '采购员身份证' });
    await user.click(within(id).getByRole('button', { name: '更新证照' }));
    const form = within(id).getByRole('form', { name: '更新采购员身份证' });
    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    expect(await within(form).findByText('请填写证照编号')).toBeInTheDocument();
    expect(within(form).getByText('请上传证照图片')).toBeInTheDocument();
    expect(sent.some((request) => request.method === 'POST' && request.url === '/api/user/zizhi')).toBe(
      false,
    );

    fireEvent.change(within(form).getByLabelText(/证照编号/), { target: { value: '110101199001010011' } });
    fireEvent.change(within(form).getByLabelText(/发证机关/), { target: { value: '北京市公安局' } });
    fireEvent.change(within(form).getByLabelText(/有效期开始/), { target: { value: '2020-01-01' } });
    await user.click(within(form).getByLabelText('长期有效'));
    await user.upload(
      within(form).getByLabelText('上传采购员身份证图片'),
      new File(['x'], 'id.png', { type: 'image/png' }),
    );
    await within(form).findByAltText('采购员身份证图片1');
    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    expect(await within(form).findByText('证照编号与营业执照不符')).toBeInTheDocument();
    expect(feedback.getSnapshot().toasts).toEqual([]);

    await user.click(within(form).getByRole('button', { name: '提交审核' }));
    await waitFor(() =>
      expect(feedback.getSnapshot().toasts.map((toast) => toast.message)).toEqual(['证照已提交，请等待审核']),
    );
    const posts = sent.filter((request) => request.method === 'POST' && request.url === '/api/user/zizhi');
    expect(JSON.parse(String(posts.at(-1)?.body))).toEqual({
      type: 'purchaser_id',
      number: '110101199001010011',
      issuer: '北京市公安局',
      valid_from: '2020-01-01',
      valid_until: null,
      images: ['img_bbbbbbbbbbbbbbbb'],
    });
    await waitFor(() => expect(within(id).queryByRole('form')).not.toBeInTheDocument());
  }, 30_000);

  it('says when nothing was submitted yet, and when the certificates could not load', async () => {
    accountApi(zizhiNone);
    const first = renderApp('/zhzx/zzzj');
    expect(await screen.findByText('尚未提交企业资料，提交并通过审核后才能采购')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '填写企业信息' })).toHaveAttribute('href', '/register/step2');
    first.unmount();
    accountApi(null);
    renderApp('/zhzx/zzzj');
    expect(await screen.findByText('资质证件加载失败，请重试')).toBeInTheDocument();
  });
});

describe('/zhzx/basic: basic information', () => {
  it('is the account centre’s default, shows the phone, company and standing, and changes the phone with a code', async () => {
    const { sent } = accountApi(zizhiApproved, (request) =>
      request.url === '/api/user/updateUserInfo' ? envelope(10000, null, '保存成功') : undefined,
    );
    const { router } = renderApp('/zhzx');
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhzx/basic'));
    expect(await screen.findByText(userFixture.phone, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('仁心大药房')).toBeInTheDocument();
    expect(screen.getByText(/资质已通过，可以采购/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '更换手机号' }));
    fireEvent.change(screen.getByLabelText(/^手机号/), { target: { value: '13911112222' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    // The contract: a new phone needs its code.
    expect(await screen.findByText(/验证码/, { selector: '[id$="-error"]' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^验证码/), { target: { value: '123456' } });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(
        sent.filter((request) => request.url === '/api/user/updateUserInfo').map((r) => String(r.body)),
      ).toEqual(['name=%E7%8E%8B%E5%BA%97%E9%95%BF&phone=13911112222&code=123456']),
    );
  });

  it('tells a buyer under review that buying waits for the review', async () => {
    stubApi({
      signedIn: true,
      override: (request) =>
        request.url === '/api/user/session'
          ? envelope(10000, { user: { ...userFixture, is_passed: 0 } })
          : undefined,
    });
    renderApp('/zhzx/basic');
    expect(await screen.findByText(/暂不能采购/)).toBeInTheDocument();
  });
});

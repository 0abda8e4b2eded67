import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ZizhiData } from '@yaocai/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { stubApi } from '../../test/api-stub';
import { envelope, type SentRequest } from '../../test/fetch';
import { zizhiNone, zizhiPending } from '../../test/qualification-fixtures';
import { renderApp } from '../../test/render-app';

type Answer = (request: SentRequest) => Response | undefined;

beforeEach(() => {
  csrf.reset();
  window.sessionStorage.setItem('login', 'true');
});

/** A signed-in buyer; /api/user/zizhi answers `zizhi` until the company is submitted, then 待审核. */
function companyApi(zizhi: ZizhiData = zizhiNone, answer: Answer = () => undefined) {
  let submitted = false;
  let uploads = 0;
  return stubApi({
    signedIn: true,
    override: (request) => {
      const custom = answer(request);
      if (custom) return custom;
      if (request.url === '/api/user/zizhi') return envelope(10000, submitted ? zizhiPending : zizhi);
      if (request.url === '/api/user/zizhi/image') {
        uploads += 1;
        const id = `img_${String(uploads).padStart(16, '0')}`;
        return envelope(10000, { image_id: id, url: `/api/user/zizhi/image/${id}` }, '上传成功');
      }
      if (request.url === '/api/user/company') {
        submitted = true;
        return envelope(10000, null, '资料已提交，请等待审核');
      }
      return undefined;
    },
  });
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

/** A field's value as a change event: what the form listens to, a fraction of typing's time on a busy machine. */
async function paste(_user: unknown, box: HTMLElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

const certificateNames = () =>
  Array.from(document.querySelectorAll('fieldset legend'), (legend) => legend.textContent ?? '').filter(
    (legend) => !legend.startsWith('经营范围'),
  );

describe('/register/step2: the company and its certificates', () => {
  it('asks for the certificates the enterprise type requires, and follows a change of type', async () => {
    companyApi();
    renderApp('/register/step2');
    const user = userEvent.setup();
    const type = await screen.findByRole('combobox', { name: /企业类型/ });
    expect(screen.getByText('请先选择企业类型，再上传该类型需要的证照。')).toBeInTheDocument();
    await user.selectOptions(type, '诊所');
    expect(certificateNames()).toEqual(['医疗机构执业许可证', '采购委托书', '采购员身份证']);
    await user.selectOptions(type, '单体药店');
    expect(certificateNames()).toEqual(['药品经营许可证', '营业执照', '采购委托书', '采购员身份证']);
  });

  it('uploads images, checks the form with the contract, sends it as JSON and lands on step 3', async () => {
    const { sent } = companyApi(zizhiNone, (request) =>
      request.url === '/api/user/zizhi/image' &&
      (request.body as FormData).get('file') instanceof File &&
      ((request.body as FormData).get('file') as File).name === 'fake.jpg'
        ? envelope(422, { errors: { file: ['只能上传JPG、PNG或WebP格式的图片'] } }, '提交的数据有误')
        : undefined,
    );
    const { router } = renderApp('/register/step2');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: /企业类型/ }), '诊所');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    // The contract's messages, before anything is sent.
    expect(await screen.findByText('请填写企业名称')).toBeInTheDocument();
    expect(screen.getByText('请选择经营范围')).toBeInTheDocument();
    expect(sent.some((request) => request.url === '/api/user/company')).toBe(false);

    // Label queries rather than role queries: the form is long, and role queries walk it all each time.
    const text = (name: RegExp) => screen.getByLabelText(name);
    await paste(user, text(/^企业名称/), '康宁诊所');
    await paste(user, text(/^所在地区/), '北京市东城区');
    await paste(user, text(/^法定代表人/), '刘康宁');
    await paste(user, text(/^详细地址/), '东直门内大街1号');
    await paste(user, text(/^采购员姓名/), '赵采购');
    await paste(user, text(/^采购员手机号/), '13900001111');
    await user.click(screen.getByLabelText('化学药制剂'));
    await user.click(screen.getByLabelText('中成药'));
    await paste(user, text(/^发票抬头/), '康宁诊所');
    await paste(user, text(/^纳税人识别号/), '91110101MA01234567');
    await paste(user, text(/^开户银行/), '工商银行东城支行');
    await paste(user, text(/^银行账号/), '6222000011112222');
    await paste(user, text(/^注册地址/), '东直门内大街1号');
    await paste(user, text(/^注册电话/), '010-66668888');

    const certificates = Array.from(document.querySelectorAll('fieldset')).filter(
      (group) => !group.textContent?.startsWith('经营范围'),
    );
    for (const [index, block] of certificates.entries()) {
      const inside = within(block);
      await paste(user, inside.getByLabelText(/证照编号/), `NO-${index + 1}`);
      await paste(user, inside.getByLabelText(/发证机关/), '东城区卫生健康委员会');
      await paste(user, inside.getByLabelText(/有效期开始/), '2024-01-01');
      if (index === 0) await user.click(inside.getByLabelText('长期有效'));
      else await paste(user, inside.getByLabelText(/有效期截止/), '2029-01-01');
    }
    const first = within(certificates[0] as HTMLElement);
    // The server refuses a file that is not an image: its message stands beside that certificate's images.
    await user.upload(first.getByLabelText('上传医疗机构执业许可证图片'), png('fake.jpg'));
    expect(await first.findByText('只能上传JPG、PNG或WebP格式的图片')).toBeInTheDocument();
    await user.upload(first.getByLabelText('上传医疗机构执业许可证图片'), [png('a.png'), png('b.png')]);
    expect(await first.findByAltText('医疗机构执业许可证图片2')).toHaveAttribute(
      'src',
      '/api/user/zizhi/image/img_0000000000000002',
    );
    await user.click(first.getByRole('button', { name: '删除医疗机构执业许可证图片1' }));
    expect(first.getAllByRole('img')).toHaveLength(1);
    for (const block of certificates.slice(1)) {
      const label = block.querySelector('legend')?.textContent ?? '';
      await user.upload(within(block).getByLabelText(`上传${label}图片`), png(`${label}.png`));
      await within(block).findByAltText(`${label}图片1`);
    }

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/step3'));
    const submitted = sent.find((request) => request.url === '/api/user/company');
    expect(submitted?.headers['Content-Type']).toBe('application/json');
    const body = JSON.parse(String(submitted?.body));
    expect(body).toMatchObject({
      enterprise_type: 'clinic',
      name: '康宁诊所',
      purchaser_phone: '13900001111',
      scope: ['chemical', 'tcm_patent'],
      invoice: { tax_number: '91110101MA01234567' },
    });
    expect(body.certificates.map((c: { type: string }) => c.type)).toEqual([
      'medical_licence',
      'purchase_authorisation',
      'purchaser_id',
    ]);
    expect(body.certificates[0]).toMatchObject({
      number: 'NO-1',
      valid_until: null,
      images: ['img_0000000000000002'],
    });
    expect(body.certificates[1].valid_until).toBe('2029-01-01');
    expect(await screen.findByRole('heading', { name: '资料已提交，正在审核' })).toBeInTheDocument();
    expect(screen.getByText(/审核期间可以浏览商品和价格，但暂不能下单购买/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入会员中心' })).toHaveAttribute('href', '/user');
  }, 30_000);

  it('fixes the enterprise type of a chain head office (/register/dd/step2)', async () => {
    companyApi();
    renderApp('/register/dd/step2');
    expect(await screen.findByText('企业类型：连锁药店总部')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /企业类型/ })).not.toBeInTheDocument();
    expect(certificateNames()).toEqual(['药品经营许可证', '营业执照', '采购委托书', '采购员身份证']);
  });

  it('sends a buyer who already submitted on to step 3, which says what happens next', async () => {
    companyApi(zizhiPending);
    const { router } = renderApp('/register/dd/step2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/dd/step3'));
    expect(await screen.findByRole('heading', { name: '资料已提交，正在审核' })).toBeInTheDocument();
    expect(screen.getByText(/账户中心 → 多门店管理 添加各门店的账号/)).toBeInTheDocument();
  });

  it('opens the chain registration from /register_dd, in the login-style header', async () => {
    stubApi();
    const { router } = renderApp('/register_dd');
    expect(await screen.findByRole('heading', { name: '注册连锁总部账号' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register/dd/step1');
    expect(document.querySelector('[data-ui="LoginHeader"]')).not.toBeNull();
  });
});

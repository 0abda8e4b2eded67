import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrf } from '../../api/csrf';
import { feedback } from '../../feedback/feedback';
import { sessionFlag } from '../../lib/session-flag';
import { stubApi } from '../../test/api-stub';
import { envelope } from '../../test/fetch';
import { goodsDetailFixture, goodsFixture, pageOfGoods } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

beforeEach(() => csrf.reset());

const visitorGoods = {
  ...goodsFixture,
  price: null,
  base_price: null,
  ladder_price: null,
  is_buy: 0 as const,
};

describe('/search', () => {
  it('lists results as cards with 登录可见 for visitors and drops hidden tags', async () => {
    const { apiCalls } = stubApi({
      override: ({ url }) =>
        url.startsWith('/api/goods/search') ? envelope(10000, pageOfGoods([visitorGoods])) : undefined,
    });
    renderApp('/search?keywords=%20amxl%20&type=0');
    const list = await screen.findByRole('list', { name: '搜索结果' });
    expect(within(list).getByRole('heading', { name: '阿莫西林胶囊' })).toBeInTheDocument();
    expect(within(list).getByText('登录可见')).toBeInTheDocument();
    expect(within(list).queryByText('隐')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('药品“amxl”的搜索结果（共 1 件）');
    expect(apiCalls().some((c) => c.url.startsWith('/api/goods/search?keywords=amxl&type=0&page=1'))).toBe(
      true,
    );
  });

  it('shows the table view on /search/table, an empty state, and an error state with retry', async () => {
    let answer = envelope(10000, pageOfGoods([]));
    stubApi({ override: ({ url }) => (url.startsWith('/api/goods/search') ? answer.clone() : undefined) });
    renderApp('/search/table?keywords=zzzz');
    expect(await screen.findByText('没有找到与“zzzz”相关的商品，换个关键词试试')).toBeInTheDocument();

    answer = envelope(500, null, 'boom');
    renderApp('/search/table?keywords=yyyy');
    const retry = await screen.findByRole('button', { name: '重试' });
    answer = envelope(10000, pageOfGoods([goodsFixture]));
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('table', { name: '搜索结果' })).toBeInTheDocument();
  });

  it('asks for keywords when there are none, without calling the server', async () => {
    const { apiCalls } = stubApi();
    renderApp('/search');
    expect(await screen.findByText(/请在上方搜索框输入药品名称/)).toBeInTheDocument();
    expect(apiCalls().some((c) => c.url.startsWith('/api/goods/search'))).toBe(false);
  });
});

describe('/list_info/:id', () => {
  it('recomputes the ladder hint and the free-shipping shortfall as the quantity changes', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url === '/api/goods/detail/41' ? envelope(10000, goodsDetailFixture) : undefined,
    });
    renderApp('/list_info/41');
    expect(await screen.findByRole('heading', { level: 1, name: '阿莫西林胶囊' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '阶梯价格' });
    expect(within(table.parentElement as HTMLElement).getByRole('status')).toHaveTextContent(
      '再买 10 盒 可享 ¥9.50',
    );
    expect(screen.getByText('单品包邮：满 30盒 包邮，还差 20盒')).toBeInTheDocument();
    // The headline price is the one the quantity gets: below the first tier, the goods' price (issue #20 §6).
    const headline = screen.getByText('价格', { selector: 'span' }).parentElement as HTMLElement;
    expect(headline).toHaveTextContent('¥9.80');
    // The stepper keeps the typed text and takes it on blur (or Enter), snapped to whole packages.
    const quantity = screen.getByRole('spinbutton', { name: '采购数量' });
    fireEvent.change(quantity, { target: { value: '45' } });
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue('50');
    expect(within(table.parentElement as HTMLElement).getByRole('status')).toHaveTextContent(
      '已享最高档优惠 ¥9.20',
    );
    expect(headline).toHaveTextContent('¥9.20');
    expect(headline).not.toHaveTextContent('¥9.80');
    expect(screen.getByText('单品包邮：已满 30盒，本品包邮')).toBeInTheDocument();
  });

  it('favourites with the 收藏成功 alert, and says 商品不存在或已下架 for an unknown id', async () => {
    sessionFlag.markJustSignedIn();
    let favourite = 0;
    const { apiCalls } = stubApi({
      signedIn: true,
      override: ({ url, method }) => {
        if (url === '/api/goods/detail/41')
          return envelope(10000, { ...goodsDetailFixture, is_favorite: favourite });
        if (url === '/api/favorite' && method === 'POST') {
          favourite = 1;
          return envelope(10000, null, '收藏成功');
        }
        if (url === '/api/goods/detail/999') return envelope(404, null, '商品不存在', 404);
        return undefined;
      },
    });
    const { router } = renderApp('/list_info/41');
    await userEvent.setup().click(await screen.findByRole('button', { name: '收藏' }));
    await waitFor(() => expect(feedback.getSnapshot().alert?.message).toBe('收藏成功'));
    expect(feedback.getSnapshot().alert?.actionLabel).toBe('查看我的收藏');
    expect(apiCalls().find((c) => c.url === '/api/favorite')?.body).toBe('goods_ids%5B0%5D=41');
    // The alert is modal: close it before looking at the page behind.
    act(() => feedback.closeAlert());
    expect(await screen.findByRole('button', { name: '收藏', pressed: true })).toBeInTheDocument();
    await router.navigate('/list/info/999');
    expect(await screen.findByText('商品不存在或已下架')).toBeInTheDocument();
    expect(feedback.getSnapshot().alert).toBeNull();
  });

  it('keeps the quantity within the stock in whole packages, and offers none below one package', async () => {
    sessionFlag.markJustSignedIn();
    stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url === '/api/goods/detail/41') return envelope(10000, { ...goodsDetailFixture, number: 25 });
        if (url === '/api/goods/detail/42')
          return envelope(10000, { ...goodsDetailFixture, id: 42, number: 6 });
        return undefined;
      },
    });
    const { router } = renderApp('/list_info/41');
    const quantity = await screen.findByRole('spinbutton', { name: '采购数量' });
    // Packs of 10, 25 in stock: 10 or 20; asking 90 gets the 20 there are.
    fireEvent.change(quantity, { target: { value: '90' } });
    fireEvent.blur(quantity);
    expect(quantity).toHaveValue('20');
    expect(screen.getByRole('button', { name: '增加采购数量' })).toBeDisabled();
    await router.navigate('/list_info/42');
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: '采购数量' })).toHaveAttribute(
        'aria-valuetext',
        '无可购数量',
      ),
    );
  });

  it('shows the regulatory class among the facts: 处方药, or 含麻黄碱类复方制剂 for 泰诺', async () => {
    stubApi({
      override: ({ url }) => {
        if (url === '/api/goods/detail/41') return envelope(10000, goodsDetailFixture);
        if (url === '/api/goods/detail/43')
          return envelope(10000, {
            ...goodsDetailFixture,
            id: 43,
            name: '酚麻美敏片',
            regulatory_class: 'ephedrine_compound',
            is_ephedrine: 1,
          });
        return undefined;
      },
    });
    const { unmount } = renderApp('/list_info/41');
    const facts = (await screen.findByText('管理类别')).closest('dl') as HTMLElement;
    expect(within(facts).getByText('处方药')).toBeInTheDocument();
    unmount();
    renderApp('/list_info/43');
    expect(await screen.findByRole('heading', { level: 1, name: '酚麻美敏片' })).toBeInTheDocument();
    expect(screen.getByText('含麻黄碱类复方制剂')).toBeInTheDocument();
  });

  it('shows what a pharmacist buys by: form, package, 医保, 有效期至 and batch, retail price and margin, 说明书', async () => {
    stubApi({
      signedIn: true,
      override: ({ url }) =>
        url === '/api/goods/detail/41' ? envelope(10000, goodsDetailFixture) : undefined,
    });
    renderApp('/list_info/41');
    const facts = (await screen.findByText('管理类别')).closest('dl') as HTMLElement;
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
    expect(fact('剂型')).toBe('胶囊剂');
    expect(fact('包装')).toBe('中包装 10盒 / 件装 400盒');
    expect(fact('医保类别')).toBe('医保甲类');
    expect(fact('有效期至')).toBe('2028-05-31（在库批次 2028-05-31 至 2028-11-30）');
    expect(fact('生产日期')).toBe('2025-06-01（批号 2505121）');
    expect(fact('建议零售价')).toBe('¥15.80');
    expect(fact('毛利')).toBe('¥6.00（毛利率 37.9%）');
    const insert = screen.getByRole('region', { name: '说明书摘要' });
    expect(within(insert).getByText('青霉素过敏者禁用。')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '查看质检报告（批号 2505121）' })).toHaveAttribute(
      'href',
      '/api/picture/0123456789abcdef0123.webp',
    );
  });

  it('tells a visitor to log in to buy and hides the quantity', async () => {
    stubApi({
      override: ({ url }) =>
        url === '/api/goods/detail/41'
          ? envelope(10000, {
              ...goodsDetailFixture,
              ...visitorGoods,
              retail_price: null,
              margin: null,
              buy_reason: '登录后可购买',
            })
          : undefined,
    });
    renderApp('/list_info/41');
    // The price and the suggested retail price alike.
    expect(await screen.findAllByText('登录可见')).toHaveLength(2);
    expect(screen.queryByText('毛利')).not.toBeInTheDocument();
    expect(screen.getByText('登录后可购买')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录后购买' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Flist_info%2F41',
    );
    expect(screen.queryByLabelText('采购数量')).not.toBeInTheDocument();
  });
});

describe('/star', () => {
  it('lists favourites and cancels one with the 已取消收藏 toast', async () => {
    sessionFlag.markJustSignedIn();
    let list = [goodsFixture];
    stubApi({
      signedIn: true,
      override: ({ url }) => {
        if (url.startsWith('/api/favorite?')) return envelope(10000, pageOfGoods(list));
        if (url === '/api/favorite/cancel') {
          list = [];
          return envelope(10000, null, '已取消收藏');
        }
        return undefined;
      },
    });
    renderApp('/star');
    const table = await screen.findByRole('table', { name: '我的收藏' });
    await userEvent.setup().click(within(table).getByRole('button', { name: '取消收藏' }));
    expect(await screen.findByText('还没有收藏商品，去搜索看看吧')).toBeInTheDocument();
    expect(feedback.getSnapshot().toasts.map((t) => t.message)).toContain('已取消收藏');
  });

  it('sends a visitor to log in, to come back to the favourites', async () => {
    stubApi();
    const { router } = renderApp('/star');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/zzfw/star')}`);
  });
});

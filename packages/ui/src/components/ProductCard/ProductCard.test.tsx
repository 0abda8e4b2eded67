import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { amoxicillin, amoxicillinStoreWide, banlangen, ibuprofen } from '../../test/catalog';
import { render, screen, within } from '../../test/render';

const href = '/list/info/10231';

describe('ProductCard', () => {
  it('links the product name to its detail page and shows its facts', () => {
    render(<ProductCard product={amoxicillin} href={href} />);
    const card = screen.getByRole('article', { name: '阿莫西林胶囊' });
    expect(within(card).getByRole('heading', { level: 3, name: '阿莫西林胶囊' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute('href', href);
    expect(within(card).getByRole('img', { name: '阿莫西林胶囊' })).toHaveAttribute(
      'src',
      amoxicillin.imageSrc,
    );
    expect(within(card).getByText('0.25g*24粒')).toBeInTheDocument();
    expect(within(card).getByText('石药集团欧意药业有限公司')).toBeInTheDocument();
    expect(within(card).getByText('库存：1200盒')).toBeInTheDocument();
  });

  it('loads its picture when scrolled near, or at once and first when it is on the first screen', () => {
    const { unmount } = render(<ProductCard product={amoxicillin} href={href} />);
    const later = screen.getByRole('img', { name: '阿莫西林胶囊' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<ProductCard product={amoxicillin} href={href} priority />);
    const first = screen.getByRole('img', { name: '阿莫西林胶囊' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the price in fen as yuan with two decimals', () => {
    render(
      <>
        <ProductCard product={amoxicillin} href={href} />
        <ProductCard product={{ ...banlangen, priceFen: 5 }} href="/list/info/12004" />
        <ProductCard product={{ ...ibuprofen, priceFen: 123400 }} href="/list/info/10568" />
      </>,
    );
    expect(screen.getByText('¥8.50')).toBeInTheDocument();
    expect(screen.getByText('¥0.05')).toBeInTheDocument();
    expect(screen.getByText('¥1234.00')).toBeInTheDocument();
  });

  it('shows the 全场94折 tag and, beside the price, what one unit costs in it', () => {
    render(<ProductCard product={amoxicillinStoreWide} href={href} />);
    const card = screen.getByRole('article', { name: '阿莫西林胶囊' });
    expect(
      within(within(card).getByRole('list', { name: '商品标签' })).getByText('94折'),
    ).toBeInTheDocument();
    expect(within(card).getByText('¥8.50')).toBeInTheDocument();
    expect(within(card).getByText('全场折后 ¥7.99')).toBeInTheDocument();
  });

  it('shows no 全场94折 price to a visitor, nor without one', () => {
    const { unmount } = render(<ProductCard product={amoxicillinStoreWide} href={href} priceHidden />);
    expect(screen.getByText('94折')).toBeInTheDocument();
    expect(screen.queryByText(/全场折后/)).not.toBeInTheDocument();
    unmount();
    render(<ProductCard product={amoxicillin} href={href} />);
    expect(screen.queryByText(/全场折后/)).not.toBeInTheDocument();
  });

  it('hides the price from visitors behind 登录可见', () => {
    render(<ProductCard product={amoxicillin} href={href} priceHidden />);
    expect(screen.getByText(/登录可见/)).toBeInTheDocument();
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
  });

  it('says 缺货 when there is no stock', () => {
    render(<ProductCard product={ibuprofen} href="/list/info/10568" />);
    expect(screen.getByText('缺货')).toBeInTheDocument();
    expect(screen.queryByText(/库存/)).not.toBeInTheDocument();
  });

  it('shows every tag with its description', () => {
    render(<ProductCard product={amoxicillin} href={href} />);
    const tags = within(screen.getByRole('list', { name: '商品标签' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['优', '满']);
    expect(screen.getByText('满')).toHaveAttribute('title', '满1000元减50元');
  });

  it('falls back to a named placeholder when the image fails or is missing', () => {
    const { unmount } = render(<ProductCard product={amoxicillin} href={href} />);
    fireEvent.error(screen.getByRole('img', { name: '阿莫西林胶囊' }));
    expect(screen.getByRole('img', { name: '阿莫西林胶囊' })).toHaveTextContent('暂无图片');
    unmount();

    render(<ProductCard product={banlangen} href="/list/info/12004" />);
    expect(screen.getByRole('img', { name: '板蓝根颗粒' })).toHaveTextContent('暂无图片');
  });

  it('shows the near-expiry badge with its date', () => {
    render(
      <ProductCard product={amoxicillin} href={href} badge={{ label: '近效期', expiryDate: '2025-12-31' }} />,
    );
    expect(screen.getByText('近效期')).toHaveTextContent('近效期有效期至 2025-12-31');
  });

  it('renders actions from the slot and links through renderLink', () => {
    render(
      <ProductCard
        product={amoxicillin}
        href={href}
        headingLevel={2}
        renderLink={({ href: to, children }) => <a href={`#${to}`}>{children}</a>}
      >
        <button type="button">加入购物车</button>
      </ProductCard>,
    );
    expect(screen.getByRole('button', { name: '加入购物车' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute('href', `#${href}`);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('阿莫西林胶囊');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ProductCard product={amoxicillin} href={href} badge={{ label: '控销' }}>
        <button type="button">加入购物车</button>
      </ProductCard>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

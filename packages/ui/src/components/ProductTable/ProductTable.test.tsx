import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ProductSummary, ProductTable } from '../../index';
import { axeViolations } from '../../test/axe';
import { amoxicillin, amoxicillinStoreWide, ibuprofen, sampleProducts } from '../../test/catalog';
import { render, screen, within } from '../../test/render';

const hrefFor = (product: ProductSummary) => `/list/info/${product.id}`;

function columnHeaders() {
  return screen.getAllByRole('columnheader').map((header) => header.textContent);
}

describe('ProductTable', () => {
  it('shows a 全场94折 row its tag and the unit price in it under the price, never to a visitor', () => {
    const { unmount } = render(<ProductTable products={[amoxicillinStoreWide]} hrefFor={hrefFor} />);
    const row = screen.getByRole('row', { name: /阿莫西林胶囊/ });
    expect(within(row).getByText('94折')).toBeInTheDocument();
    expect(within(row).getByText('全场折后 ¥7.99')).toBeInTheDocument();
    unmount();
    render(<ProductTable products={[amoxicillinStoreWide]} hrefFor={hrefFor} priceHidden />);
    expect(screen.queryByText(/全场折后/)).not.toBeInTheDocument();
  });

  it('lists each product as a row with its name linked to the detail page', () => {
    render(<ProductTable products={sampleProducts} hrefFor={hrefFor} />);
    const table = screen.getByRole('table', { name: '商品列表' });
    expect(within(table).getAllByRole('row')).toHaveLength(sampleProducts.length + 1);
    const row = screen.getByRole('row', { name: /阿莫西林胶囊/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('阿莫西林胶囊');
    expect(within(row).getByRole('link', { name: '阿莫西林胶囊' })).toHaveAttribute(
      'href',
      '/list/info/10231',
    );
    expect(within(row).getByRole('cell', { name: '0.25g*24粒' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '1200盒' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '¥8.50' })).toBeInTheDocument();
  });

  it('shows the image column for the table view and drops it for the no-image view', () => {
    const { unmount } = render(<ProductTable products={[amoxicillin]} hrefFor={hrefFor} />);
    expect(columnHeaders()).toEqual(['图片', '商品名称', '规格', '生产厂家', '库存', '价格']);
    expect(screen.getByRole('presentation')).toHaveAttribute('src', amoxicillin.imageSrc);
    unmount();

    render(<ProductTable products={[amoxicillin]} hrefFor={hrefFor} showImages={false} />);
    expect(columnHeaders()).toEqual(['商品名称', '规格', '生产厂家', '库存', '价格']);
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('drops a thumbnail that fails to load', () => {
    render(<ProductTable products={[amoxicillin]} hrefFor={hrefFor} />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  });

  it('adds the approval number, expiry date and action columns on request', () => {
    render(
      <ProductTable
        products={[amoxicillin]}
        hrefFor={hrefFor}
        showImages={false}
        showApprovalNumber
        showExpiryDate
        renderActions={(product) => <button type="button">购买{product.name}</button>}
      />,
    );
    expect(columnHeaders()).toEqual([
      '商品名称',
      '规格',
      '生产厂家',
      '批准文号',
      '有效期至',
      '库存',
      '价格',
      '操作',
    ]);
    expect(screen.getByRole('cell', { name: '国药准字H13023964' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2026-08-31' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购买阿莫西林胶囊' })).toBeInTheDocument();
  });

  it('adds the regulatory class and dosage form columns on request', () => {
    render(
      <ProductTable
        products={[{ ...amoxicillin, regulatoryClass: 'prescription', dosageForm: '胶囊剂' }]}
        hrefFor={hrefFor}
        showImages={false}
        showProductFacts
      />,
    );
    expect(columnHeaders()).toEqual(['商品名称', '规格', '管理类别', '剂型', '生产厂家', '库存', '价格']);
    expect(screen.getByRole('cell', { name: '胶囊剂' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /处方药/ })).toBeInTheDocument();
  });

  it('says 缺货 for products without stock and hides prices from visitors', () => {
    render(<ProductTable products={[ibuprofen]} hrefFor={hrefFor} priceHidden />);
    expect(screen.getByRole('cell', { name: '缺货' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '登录可见' })).toBeInTheDocument();
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
  });

  it('says 暂无商品 when there are no products', () => {
    render(<ProductTable products={[]} hrefFor={hrefFor} />);
    expect(screen.getByRole('cell', { name: '暂无商品' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });

  it('is busy while loading, with a loading message instead of the empty state', () => {
    const { rerender } = render(<ProductTable products={[]} hrefFor={hrefFor} loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: '加载中…' })).toBeInTheDocument();
    expect(screen.queryByText('暂无商品')).not.toBeInTheDocument();

    rerender(<ProductTable products={sampleProducts} hrefFor={hrefFor} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
    expect(screen.getByRole('link', { name: '阿莫西林胶囊' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ProductTable
        products={sampleProducts.map((product) => ({
          ...product,
          regulatoryClass: 'otc_a',
          dosageForm: '片剂',
        }))}
        hrefFor={hrefFor}
        showApprovalNumber
        showExpiryDate
        showProductFacts
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTable } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddToCartDemo } from '../../test/AddToCartDemo';
import { amoxicillin, amoxicillinStoreWide, brokenImage, sampleProducts } from '../../test/catalog';
import { frame } from '../../test/decorators';

const meta = {
  title: '商品/ProductTable',
  component: ProductTable,
  args: { products: sampleProducts, hrefFor: (product) => `/list/info/${product.id}` },
  decorators: [frame()],
} satisfies Meta<typeof ProductTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /list/table */
export const WithImages: Story = {};

/** /list/no_image */
export const WithoutImages: Story = { args: { showImages: false } };

export const AllColumns: Story = { args: { showApprovalNumber: true, showExpiryDate: true } };

/** What a pharmacist buys by: the regulatory class, dosage form and 有效期至 beside the name (issue #23 §4). */
export const ProductFacts: Story = {
  args: {
    showExpiryDate: true,
    showProductFacts: true,
    products: sampleProducts.map((product, index) => ({
      ...product,
      regulatoryClass: index % 2 === 0 ? 'prescription' : 'otc_b',
      dosageForm: index % 2 === 0 ? '胶囊剂' : '片剂',
      expiryDate: '2028-05-31',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '剂型' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: '2028-05-31' }).length).toBeGreaterThan(0);
  },
};

export const Visitor: Story = { args: { priceHidden: true } };

/** A row in the 全场94折: its tag by the name, the unit price in it under the price. */
export const StoreWide: Story = {
  args: { products: [amoxicillinStoreWide, ...sampleProducts.slice(1)] },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /阿莫西林胶囊/ });
    await expect(within(row).getByText('94折')).toBeVisible();
    await expect(within(row).getByText('全场折后 ¥7.99')).toBeVisible();
  },
};

export const BrokenImage: Story = {
  args: { products: [{ ...amoxicillin, imageSrc: brokenImage }] },
};

export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: '暂无商品' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { products: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingNextPage: Story = { args: { loading: true } };

const addToCart = fn();

export const WithActions: Story = {
  args: {
    renderActions: (product) => (
      <button type="button" onClick={() => addToCart(product.id)} disabled={product.stock <= 0}>
        加入购物车
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /连花清瘟胶囊/ });
    await userEvent.click(within(row).getByRole('button', { name: '加入购物车' }));
    await expect(addToCart).toHaveBeenCalledWith(11873);
  },
};

const addPackages = fn();

/** The app's add to cart in the 操作 column: a stepper in package steps and 加入购物车 per row. */
export const WithAddToCart: Story = {
  args: {
    renderActions: (product) => <AddToCartDemo product={product} packageSize={10} onAdd={addPackages} />,
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /阿莫西林胶囊/ });
    await userEvent.click(within(row).getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    await expect(addPackages).toHaveBeenCalledWith(10231, 10);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCard } from '@yaocai/ui';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddToCartDemo } from '../../test/AddToCartDemo';
import {
  amoxicillin,
  amoxicillinStoreWide,
  banlangen,
  brokenImage,
  ibuprofen,
  lianhua,
  sampleProducts,
} from '../../test/catalog';
import { frame } from '../../test/decorators';

const meta = {
  title: '商品/ProductCard',
  component: ProductCard,
  args: { product: amoxicillin, href: '/list/info/10231' },
  decorators: [frame()],
  render: (args) => (
    <div style={{ width: 220 }}>
      <ProductCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Visitor: Story = {
  args: { priceHidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('登录可见')).toBeVisible();
  },
};

/** In the 全场94折: its tag, and for a buyer in the offer's audience the unit price in it beside the price. */
export const StoreWide: Story = {
  args: { product: amoxicillinStoreWide },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('94折')).toBeVisible();
    await expect(card.getByText('全场折后 ¥7.99')).toBeVisible();
  },
};

/** In the 全场94折, seen by a visitor: the tag, no price of either kind. */
export const StoreWideVisitor: Story = {
  args: { product: amoxicillinStoreWide, priceHidden: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('94折')).toBeVisible();
    await expect(card.queryByText(/全场折后/)).toBeNull();
  },
};

export const OutOfStock: Story = { args: { product: ibuprofen, href: '/list/info/10568' } };

export const ControlledSale: Story = {
  args: { product: lianhua, href: '/kxzq/goods/11873', badge: { label: '控销' } },
};

export const NearExpiry: Story = {
  args: { badge: { label: '近效期', expiryDate: '2025-12-31' } },
};

export const NoImage: Story = { args: { product: banlangen, href: '/list/info/12004' } };

export const BrokenImage: Story = {
  args: { product: { ...amoxicillin, imageSrc: brokenImage } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无图片')).toBeVisible();
  },
};

const addToCart = fn();

export const WithActions: Story = {
  args: {
    children: (
      <button type="button" onClick={() => addToCart(amoxicillin.id)}>
        加入购物车
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '加入购物车' }));
    await expect(addToCart).toHaveBeenCalledWith(amoxicillin.id);
  },
};

const addPackages = fn();

/** The app's add to cart in the action slot: quantity in package steps (10 per middle package), then add. */
export const WithAddToCart: Story = {
  args: { children: <AddToCartDemo product={amoxicillin} packageSize={10} onAdd={addPackages} /> },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.click(card.getByRole('button', { name: '增加采购数量：阿莫西林胶囊' }));
    await expect(card.getByRole('spinbutton', { name: '采购数量：阿莫西林胶囊' })).toHaveValue('20');
    await userEvent.click(card.getByRole('button', { name: '加入购物车：阿莫西林胶囊' }));
    await expect(addPackages).toHaveBeenCalledWith(amoxicillin.id, 20);
  },
};

/** Sold out: the stepper reads 无可购数量 and the add is off. */
export const WithAddToCartSoldOut: Story = {
  args: {
    product: ibuprofen,
    href: '/list/info/10568',
    children: <AddToCartDemo product={ibuprofen} packageSize={10} onAdd={addPackages} />,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '加入购物车：布洛芬缓释胶囊' }),
    ).toBeDisabled();
  },
};

export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 220px)', gap: 16 }}>
      {sampleProducts.map((product) => (
        <ProductCard key={product.id} product={product} href={`/list/info/${product.id}`} />
      ))}
    </div>
  ),
};

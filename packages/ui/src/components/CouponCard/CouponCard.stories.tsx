import type { Meta, StoryObj } from '@storybook/react-vite';
import { CouponCard } from '@yaocai/ui';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../test/decorators';

const meta = {
  title: '钱包/CouponCard',
  component: CouponCard,
  args: {
    name: '满减券',
    amount: '50.00',
    threshold: '500.00',
    scopeText: '全场通用',
    validFrom: '2026-11-01',
    validTo: '2026-12-31',
  },
  decorators: [frame({ padding: 16, maxWidth: 420 })],
} satisfies Meta<typeof CouponCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unused: Story = {};

export const RateInCategory: Story = {
  args: {
    name: '品类折扣券',
    amount: undefined,
    discount: '9.5',
    threshold: '0.00',
    scopeText: '限指定分类：抗感冒类',
  },
};

export const Used: Story = { args: { status: 'used' } };

export const Expired: Story = { args: { status: 'expired', scopeText: '限指定商品' } };

/** Checkout: the buyer ticks the coupon; one the order does not qualify for says why. */
export const ChoiceInCheckout: Story = {
  render: (args) => {
    const [selected, setSelected] = useState(false);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <CouponCard {...args} selected={selected} onSelectedChange={setSelected} />
        <CouponCard
          {...args}
          name="大额满减券"
          amount="300.00"
          threshold="5000.00"
          onSelectedChange={() => {}}
          unusableReason="未满足使用条件"
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('checkbox', { name: '使用此券' });
    await userEvent.click(first as HTMLElement);
    await expect(first).toBeChecked();
    await expect(second).toBeDisabled();
  },
};

/** The coupon centre (/lqzx): what is left and 立即领取; a claim in flight shows as busy. */
export const ToClaim: Story = {
  args: {
    name: '全场满800减40',
    amount: '40.00',
    threshold: '800.00',
    validFrom: undefined,
    validTo: undefined,
    validDays: 30,
    claim: { state: 'claimable', remaining: 386 },
  },
  render: (args) => {
    const [claimed, setClaimed] = useState(false);
    return (
      <CouponCard
        {...args}
        claim={{
          state: claimed ? 'claimed' : 'claimable',
          remaining: claimed ? 385 : 386,
          onClaim: () => setClaimed(true),
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('领取后30天内有效')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即领取' }));
    await expect(canvas.getByRole('button', { name: '已领取' })).toBeDisabled();
    await expect(canvas.getByText('剩余385张')).toBeVisible();
  },
};

/** A 折扣券 with a cap, in a category, unlimited in number. */
export const RateToClaim: Story = {
  args: {
    name: '感冒用药9.5折券',
    amount: undefined,
    discount: '9.5',
    cap: '50.00',
    threshold: '300.00',
    scopeText: '限指定分类：感冒用药',
    claim: { state: 'claimable', remaining: null },
  },
};

export const Claiming: Story = { args: { claim: { state: 'claimable', remaining: 12, pending: true } } };

export const AlreadyClaimed: Story = { args: { claim: { state: 'claimed', remaining: 12 } } };

export const SoldOut: Story = { args: { name: '限量满300减30', claim: { state: 'sold_out', remaining: 0 } } };

export const NotForThisBuyer: Story = {
  args: { name: '新人专享10元券', claim: { state: 'unavailable', remaining: 800, reason: '仅限新用户领取' } },
};

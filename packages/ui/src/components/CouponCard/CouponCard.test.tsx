import { describe, expect, it, vi } from 'vitest';
import { CouponCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const coupon = {
  name: '满减券',
  amount: '50.00',
  threshold: '500.00',
  scopeText: '全场通用',
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
} as const;

describe('CouponCard', () => {
  it('is named by its value and threshold, with scope, validity and status', () => {
    render(<CouponCard {...coupon} />);
    const card = screen.getByRole('article', { name: '满减券 ¥50.00 满¥500.00可用' });
    expect(card).toHaveTextContent('全场通用');
    expect(card).toHaveTextContent('有效期 2026-11-01 至 2026-12-31');
    expect(card).toHaveTextContent('未使用');
  });

  it('words a rate, no threshold and the scope the server wrote', () => {
    render(
      <CouponCard
        {...coupon}
        amount={undefined}
        discount="9.5"
        threshold="0.00"
        scopeText="限指定分类：抗感冒类"
      />,
    );
    const card = screen.getByRole('article', { name: '满减券 9.5折 无门槛' });
    expect(card).toHaveTextContent('限指定分类：抗感冒类');
  });

  it('is chosen with its checkbox, and one that cannot be used says why', async () => {
    const onSelectedChange = vi.fn();
    const { user, rerender } = render(<CouponCard {...coupon} onSelectedChange={onSelectedChange} />);
    await user.click(screen.getByRole('checkbox', { name: '使用此券' }));
    expect(onSelectedChange).toHaveBeenCalledWith(true);
    rerender(
      <CouponCard {...coupon} onSelectedChange={onSelectedChange} selected unusableReason="未满足使用条件" />,
    );
    const box = screen.getByRole('checkbox', { name: '使用此券' });
    expect(box).toBeDisabled();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('未满足使用条件');
  });

  it('mutes used and expired coupons and does not offer them', () => {
    render(<CouponCard {...coupon} status="expired" onSelectedChange={() => {}} />);
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-status', 'expired');
    expect(card).toHaveTextContent('已过期');
    expect(screen.getByRole('checkbox', { name: '使用此券' })).toBeDisabled();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CouponCard {...coupon} onSelectedChange={() => {}} unusableReason="未满足使用条件" />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('CouponCard in the coupon centre', () => {
  it('given a claimable coupon, says what is left and calls onClaim when 立即领取 is pressed', async () => {
    const onClaim = vi.fn();
    const { user } = render(
      <CouponCard
        {...coupon}
        validFrom={undefined}
        validTo={undefined}
        validDays={30}
        claim={{ state: 'claimable', remaining: 7, onClaim }}
      />,
    );
    expect(screen.getByText('领取后30天内有效')).toBeInTheDocument();
    expect(screen.getByText('剩余7张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即领取' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
  });

  it('offers no button to press once claimed or sold out, and prints a cap', () => {
    render(
      <>
        <CouponCard {...coupon} name="甲" claim={{ state: 'claimed', remaining: 3 }} />
        <CouponCard
          {...coupon}
          name="乙"
          amount={undefined}
          discount="9.5"
          cap="50.00"
          claim={{ state: 'sold_out', remaining: 0 }}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: '已领取' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '已抢光' })).toBeDisabled();
    expect(screen.getByText('最高减¥50.00')).toBeInTheDocument();
  });

  it('has no axe violations in the centre', async () => {
    const { container } = render(<CouponCard {...coupon} claim={{ state: 'claimable', remaining: null }} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

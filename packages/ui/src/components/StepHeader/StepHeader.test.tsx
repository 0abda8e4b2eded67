import { describe, expect, it } from 'vitest';
import { StepHeader } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('StepHeader', () => {
  it('lists the four cart steps in order inside a named navigation', () => {
    render(<StepHeader current={1} />);
    const steps = screen.getAllByRole('listitem');
    expect(screen.getByRole('navigation', { name: '购物流程' })).toBeInTheDocument();
    expect(steps.map((step) => step.textContent)).toEqual([
      '1第1步：我的购物车',
      '2第2步：确认订单信息',
      '3第3步：付款',
      '4第4步：支付完成',
    ]);
  });

  it('marks only the current step with aria-current="step"', () => {
    render(<StepHeader current={2} />);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(current).toHaveTextContent('确认订单信息');
    expect(screen.getAllByRole('listitem').filter((step) => step.getAttribute('aria-current'))).toHaveLength(
      1,
    );
  });

  it('says the steps before the current one are done', () => {
    render(<StepHeader current={3} />);
    const [cart, check, pay, done] = screen.getAllByRole('listitem');
    expect(cart).toHaveTextContent('我的购物车（已完成）');
    expect(check).toHaveTextContent('确认订单信息（已完成）');
    expect(pay).not.toHaveTextContent('已完成');
    expect(done).not.toHaveTextContent('已完成');
  });

  it('takes other step names', () => {
    render(<StepHeader current={1} steps={['填写账号', '验证身份', '设置新密码']} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('填写账号');
  });

  it('has no axe violations', async () => {
    const { container } = render(<StepHeader current={2} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

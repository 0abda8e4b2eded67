import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, DetailDrawer, DetailDrawerClose } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, waitFor, within } from '../../test/render';

function CompanyDrawer({ onApprove = () => {} }: { onApprove?: () => void }) {
  return (
    <DetailDrawer
      title="企业资质 · 仁济大药房"
      description="提交于 2026-11-26 10:12，待初审"
      trigger={<Button>查看详情</Button>}
      footer={
        <>
          <Button variant="secondary">驳回</Button>
          <DetailDrawerClose asChild>
            <Button onClick={onApprove}>通过</Button>
          </DetailDrawerClose>
        </>
      }
    >
      <p>药品经营许可证 粤AA0201234</p>
    </DetailDrawer>
  );
}

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <DetailDrawer
      title="订单 YC202611230001"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <p>共 3 种商品</p>
    </DetailDrawer>
  );
}

describe('DetailDrawer', () => {
  it('opens from its trigger as a dialog named by its title and described by its description', async () => {
    const { user } = render(<CompanyDrawer />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    const drawer = screen.getByRole('dialog', { name: '企业资质 · 仁济大药房' });
    expect(drawer).toHaveAccessibleDescription('提交于 2026-11-26 10:12，待初审');
    expect(within(drawer).getByText('药品经营许可证 粤AA0201234')).toBeInTheDocument();
  });

  it('keeps the focus inside while open and gives it back to the trigger on Escape', async () => {
    const { user } = render(<CompanyDrawer />);
    const trigger = screen.getByRole('button', { name: '查看详情' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog');
    for (let press = 0; press < 5; press += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    // The page behind is out of reach: hidden from assistive technology, and focus sent there comes back.
    expect(screen.queryByRole('button', { name: '查看详情' })).not.toBeInTheDocument();
    trigger.focus();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('closes with 关闭, and with a footer action wrapped in DetailDrawerClose after running it', async () => {
    const onApprove = vi.fn();
    const { user } = render(<CompanyDrawer onApprove={onApprove} />);
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '查看详情' }));
    await user.click(screen.getByRole('button', { name: '通过' }));
    expect(onApprove).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('follows a controlled open state and reports each close', async () => {
    const onOpenChange = vi.fn();
    const { user } = render(<Controlled onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: '订单 YC202611230001' })).not.toHaveAttribute(
      'aria-describedby',
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no axe violations when open', async () => {
    const { user } = render(<CompanyDrawer />);
    await user.click(screen.getByRole('button', { name: '查看详情' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { AfterSalesTimeline } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, within } from '../../test/render';

const steps = () => within(screen.getByRole('list', { name: '售后进度' })).getAllByRole('listitem');

describe('AfterSalesTimeline', () => {
  it('shows the recorded steps, the current one, and what a return still has ahead', async () => {
    const { container } = render(
      <AfterSalesTimeline
        type="return"
        status="approved"
        events={[
          { status: 'pending', at: 1_764_200_000, note: '提交退货退款申请' },
          {
            status: 'approved',
            at: 1_764_203_600,
            note: '请于 2026-12-04 10:00 前寄回：北京市大兴区药采仓库',
          },
        ]}
      />,
    );
    const items = steps();
    expect(items.map((item) => item.dataset.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).toHaveTextContent('已同意');
    expect(items[1]).toHaveTextContent('北京市大兴区药采仓库');
    expect(items.slice(2).map((item) => item.textContent)).toEqual([
      '买家已寄回（未开始）',
      '已收货（未开始）',
      '已退款（未开始）',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no goods-back steps for 仅退款', () => {
    render(
      <AfterSalesTimeline
        type="refund"
        status="pending"
        events={[{ status: 'pending', at: 1_764_200_000, note: '' }]}
      />,
    );
    expect(steps().map((item) => item.textContent)).toEqual([
      '待审核2025-11-27 07:33',
      '已同意（未开始）',
      '已退款（未开始）',
    ]);
  });

  it('ends the flow on a rejection, with its reason', () => {
    render(
      <AfterSalesTimeline
        type="return"
        status="rejected"
        events={[
          { status: 'pending', at: 1_764_200_000, note: '' },
          { status: 'rejected', at: 1_764_203_600, note: '照片显示外包装完好' },
        ]}
      />,
    );
    const items = steps();
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveAttribute('data-state', 'ended');
    expect(items[1]).toHaveTextContent('已驳回（售后已结束）');
    expect(items[1]).toHaveTextContent('照片显示外包装完好');
  });
});

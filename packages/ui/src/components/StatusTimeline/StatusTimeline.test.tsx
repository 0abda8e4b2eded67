import { describe, expect, it } from 'vitest';
import { StatusTimeline, type TimelineStep } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen, within } from '../../test/render';

const review: TimelineStep[] = [
  { key: 'submitted', label: '提交资质', time: '2026-11-24 09:30', actor: '广州仁济大药房' },
  { key: 'first', label: '初审通过', time: '2026-11-25 14:02', actor: '审核员 张敏' },
  {
    key: 'quality',
    label: '质量审核',
    time: '2026-11-26 10:12',
    actor: '质管员 李红',
    note: 'GSP证书已过期，请上传新证',
  },
  { key: 'done', label: '开通采购' },
];

function steps() {
  return within(screen.getByRole('list', { name: '审核进度' })).getAllByRole('listitem');
}

describe('StatusTimeline', () => {
  it('lists the steps in order with time, actor and note, the named one current', () => {
    render(<StatusTimeline steps={review} current="quality" label="审核进度" />);
    const items = steps();
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'done', 'current', 'upcoming']);
    expect(items[1]).toHaveTextContent('初审通过（已完成）2026-11-25 14:02审核员 张敏');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).toHaveTextContent('GSP证书已过期，请上传新证');
    expect(items[3]).toHaveTextContent('开通采购（未开始）');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('makes the last step current when none is named', () => {
    render(<StatusTimeline steps={review.slice(0, 2)} label="审核进度" />);
    expect(steps()[1]).toHaveAttribute('aria-current', 'step');
    expect(steps()[0]).not.toHaveAttribute('aria-current');
  });

  it('says in words that an ended flow ended at its current step', () => {
    render(
      <StatusTimeline
        steps={[...review.slice(0, 2), { key: 'rejected', label: '质量审核驳回', time: '2026-11-26 10:12' }]}
        ended
        endedText="（审核已结束）"
        label="审核进度"
      />,
    );
    const last = steps()[2];
    expect(last).toHaveAttribute('data-state', 'ended');
    expect(last).toHaveAttribute('aria-current', 'step');
    expect(last).toHaveTextContent('质量审核驳回（审核已结束）');
  });

  it('says so when there are no steps', () => {
    render(<StatusTimeline steps={[]} label="审核进度" emptyText="暂无审核记录" />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无审核记录');
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatusTimeline steps={review} current="quality" label="审核进度" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

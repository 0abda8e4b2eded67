import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

const labels = { pending: '审核中', approved: '已通过', rejected: '已驳回', withdrawn: '已撤回' };
const tones = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

describe('StatusBadge', () => {
  it('shows the Chinese text of the status', () => {
    render(<StatusBadge status="approved" labels={labels} tones={tones} />);
    expect(screen.getByText('已通过')).toHaveAttribute('data-status', 'approved');
  });

  it('colours each status by its tone and a status without one as neutral', () => {
    render(
      <>
        <StatusBadge status="pending" labels={labels} tones={tones} />
        <StatusBadge status="rejected" labels={labels} tones={tones} />
        <StatusBadge status="withdrawn" labels={labels} tones={tones} />
      </>,
    );
    expect(screen.getByText('审核中')).toHaveAttribute('data-tone', 'warning');
    expect(screen.getByText('已撤回')).toHaveAttribute('data-tone', 'neutral');
    expect(getComputedStyle(screen.getByText('审核中')).color).not.toBe(
      getComputedStyle(screen.getByText('已驳回')).color,
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<StatusBadge status="rejected" labels={labels} tones={tones} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

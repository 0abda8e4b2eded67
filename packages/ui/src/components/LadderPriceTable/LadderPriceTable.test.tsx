import { describe, expect, it } from 'vitest';
import { LadderPriceTable } from '../../index';
import { axeViolations } from '../../test/axe';
import { sampleLadder } from '../../test/fixtures';
import { render, screen, within } from '../../test/render';

function rowFor(label: string) {
  return screen.getByRole('row', { name: new RegExp(`^${label}`) });
}

describe('LadderPriceTable', () => {
  it('is a captioned table of quantity tiers and unit prices', () => {
    render(<LadderPriceTable tiers={sampleLadder} quantity={1} unit="盒" />);
    const table = screen.getByRole('table', { name: '阶梯价格' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(rowFor('50 盒起')).getByRole('cell')).toHaveTextContent('¥9.80');
  });

  it('highlights the best reached tier and strikes the lower reached ones', () => {
    render(<LadderPriceTable tiers={sampleLadder} quantity={60} unit="盒" />);
    const current = screen.getByRole('row', { current: true });
    expect(current).toHaveAccessibleName(/^50 盒起/);
    expect(current).toHaveTextContent('当前价');
    expect(within(rowFor('1 盒起')).getByText('¥12.80').tagName).toBe('DEL');
    expect(within(rowFor('10 盒起')).getByText('¥11.50').tagName).toBe('DEL');
    expect(within(rowFor('100 盒起')).getByText('¥8.80').tagName).not.toBe('DEL');
  });

  it('shows the quantity still missing to the next tier', () => {
    render(<LadderPriceTable tiers={sampleLadder} quantity={47} unit="盒" />);
    expect(screen.getByRole('status')).toHaveTextContent('再买 3 盒 可享 ¥9.80');
  });

  it('counts up to the first tier when no tier is reached yet', () => {
    render(
      <LadderPriceTable
        tiers={[
          { number: 5, priceFen: 990 },
          { number: 20, priceFen: 900 },
        ]}
        quantity={2}
      />,
    );
    expect(screen.queryByRole('row', { current: true })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('再买 3 件 可享 ¥9.90');
  });

  it('says so when the top tier is reached', () => {
    render(<LadderPriceTable tiers={sampleLadder} quantity={120} unit="盒" />);
    expect(screen.getByRole('row', { current: true })).toHaveAccessibleName(/^100 盒起/);
    expect(screen.getByRole('status')).toHaveTextContent('已享最高档优惠 ¥8.80');
  });

  it('moves the highlight as the quantity changes', () => {
    const { rerender } = render(<LadderPriceTable tiers={sampleLadder} quantity={9} unit="盒" />);
    expect(screen.getByRole('status')).toHaveTextContent('再买 1 盒 可享 ¥11.50');
    rerender(<LadderPriceTable tiers={sampleLadder} quantity={10} unit="盒" />);
    expect(screen.getByRole('row', { current: true })).toHaveAccessibleName(/^10 盒起/);
    expect(screen.getByRole('status')).toHaveTextContent('再买 40 盒 可享 ¥9.80');
  });

  it('renders nothing without tiers', () => {
    render(<LadderPriceTable tiers={[]} quantity={3} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<LadderPriceTable tiers={sampleLadder} quantity={60} unit="盒" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

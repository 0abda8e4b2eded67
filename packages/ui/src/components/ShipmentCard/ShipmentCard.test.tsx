import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShipmentCard, shipmentCardProps } from '../../index';
import { axeViolations } from '../../test/axe';
import { firstParcel, secondParcel } from '../../test/orders';
import { render, screen, within } from '../../test/render';

describe('ShipmentCard', () => {
  it('shows the parcel as a named region: carrier, tracking number, time and the delivery note link', () => {
    render(<ShipmentCard {...firstParcel} />);
    const card = screen.getByRole('region', { name: '包裹 1（共 2 个）' });
    expect(card).toHaveTextContent('承运商顺丰速运');
    expect(card).toHaveTextContent('运单号SF1409283746501');
    expect(card).toHaveTextContent('发货时间2026-11-24 11:05');
    expect(screen.getByRole('link', { name: '随货同行单（PDF）' })).toHaveAttribute(
      'href',
      '/api/order/1/parcels/1/delivery_note',
    );
  });

  it('lists each batch with its dates and quantity, and counts the parcel', () => {
    render(<ShipmentCard {...firstParcel} />);
    expect(screen.getByRole('region')).toHaveTextContent('件数2 个批次，共 43 件');
    const table = screen.getByRole('table', { name: '批号与追溯码' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('阿莫西林胶囊 0.25g*24粒B25060122025-06-012027-05-313');
    expect(rows[1]).toHaveTextContent('无');
  });

  it('folds the trace codes of a batch until asked', async () => {
    render(<ShipmentCard {...firstParcel} />);
    const codes = screen.getByRole('list', { name: '批号 B2506012 的追溯码' });
    expect(codes).not.toBeVisible();
    await userEvent.click(screen.getByText('追溯码（3）'));
    expect(codes).toBeVisible();
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(firstParcel.batches[0]?.traceCodes);
  });

  it('marks the newest tracking entry as the current step, with its place', () => {
    render(<ShipmentCard {...firstParcel} />);
    const steps = within(
      screen.getByRole('list', { name: '顺丰速运 SF1409283746501 物流轨迹' }),
    ).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('已揽收');
    expect(steps[0]).toHaveTextContent('广州白云区');
  });

  it('says there is no tracking yet, and offers no link without a delivery note', () => {
    render(<ShipmentCard {...secondParcel} />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无物流轨迹：承运商揽收后更新');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows a parcel of the order wire: numbered among the order's parcels, with its note", () => {
    const wire = {
      seq: 2,
      carrier: '京东物流',
      tracking_no: 'JD0098812345',
      shipped_at: 1_764_090_000,
      warehouse: { name: '广州仓', region: '广东省广州市' },
      batches: [
        {
          name: '医用口罩',
          ypgg: '50只/盒',
          batch_no: 'M2510',
          production_date: '2025-10-01',
          expiry_date: '2027-09-30',
          number: 2,
          trace_codes: ['81000000000000000009'],
        },
      ],
      tracking: [{ at: 1_764_093_600, description: '已揽收', location: '广州' }],
    };
    render(<ShipmentCard {...shipmentCardProps(wire, 3, '/api/order/1/parcels/8/delivery_note')} />);
    const card = screen.getByRole('region', { name: '包裹 2（共 3 个）' });
    expect(card).toHaveTextContent('医用口罩 50只/盒M25102025-10-012027-09-302');
    expect(card).toHaveTextContent('发货仓库广州仓（广东省广州市）');
    const noRegion = { ...wire, seq: 3, warehouse: { name: '武汉一号仓', region: '' } };
    render(<ShipmentCard {...shipmentCardProps(noRegion, 3)} />);
    expect(screen.getByRole('region', { name: '包裹 3（共 3 个）' })).toHaveTextContent(
      '发货仓库武汉一号仓件数',
    );
    expect(within(card).getByRole('link', { name: '随货同行单（PDF）' })).toHaveAttribute(
      'href',
      '/api/order/1/parcels/8/delivery_note',
    );
    expect(within(card).getByRole('list', { name: '京东物流 JD0098812345 物流轨迹' })).toHaveTextContent(
      '已揽收',
    );
  });

  it('leaves 发货仓库 out when the parcel names no warehouse', () => {
    render(<ShipmentCard {...firstParcel} warehouse={undefined} />);
    expect(screen.queryByText('发货仓库')).toBeNull();
  });

  it('has no axe violations, codes folded or open', async () => {
    const { container } = render(<ShipmentCard {...firstParcel} />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByText('追溯码（3）'));
    expect(await axeViolations(container)).toEqual([]);
  });
});

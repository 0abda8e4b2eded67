import { describe, expect, it } from 'vitest';
import { RegulatoryClassBadge } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('RegulatoryClassBadge', () => {
  it('prints the class as buyers read it on the pack', () => {
    render(
      <>
        <RegulatoryClassBadge regulatoryClass="prescription" />
        <RegulatoryClassBadge regulatoryClass="otc_a" />
        <RegulatoryClassBadge regulatoryClass="device_3" />
        <RegulatoryClassBadge regulatoryClass="ephedrine_compound" />
      </>,
    );
    for (const label of ['处方药', '甲类OTC', '三类医疗器械', '含麻黄碱类复方制剂'])
      expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('tells 甲类 (red) from 乙类 (green) OTC, as the OTC mark does', () => {
    render(
      <>
        <RegulatoryClassBadge regulatoryClass="otc_a" />
        <RegulatoryClassBadge regulatoryClass="otc_b" />
      </>,
    );
    expect(screen.getByText('甲类OTC')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('乙类OTC')).toHaveAttribute('data-tone', 'success');
  });

  it('has no axe violations', async () => {
    const { container } = render(<RegulatoryClassBadge regulatoryClass="otc_b" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

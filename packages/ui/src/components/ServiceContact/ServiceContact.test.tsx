import { describe, expect, it } from 'vitest';
import { ServiceContact } from '../../index';
import { axeViolations } from '../../test/axe';
import { dedicatedManager, defaultManager, hotLine } from '../../test/fixtures';
import { render, screen } from '../../test/render';

describe('ServiceContact', () => {
  it('prefixes 专属客服 unless the manager is the default one', () => {
    const { rerender } = render(<ServiceContact admin={dedicatedManager} />);
    expect(screen.getByText(/^专属客服：/)).toHaveTextContent('专属客服：张敏13800000001');

    rerender(<ServiceContact admin={defaultManager} />);
    expect(screen.queryByText(/专属客服/)).not.toBeInTheDocument();
    expect(screen.getByText(/^客服：/)).toHaveTextContent('客服：李娜13800000002');
  });

  it('shows the complaint hotline', () => {
    render(<ServiceContact hotLine={hotLine} />);
    expect(screen.getByText('投诉电话：400-800-1234')).toBeInTheDocument();
  });

  it('renders nothing without a manager or hotline', () => {
    const { container } = render(<ServiceContact />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations', async () => {
    const { container } = render(<ServiceContact admin={dedicatedManager} hotLine={hotLine} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

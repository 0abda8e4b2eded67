import { fenToYuan } from '@yaocai/domain';
import { describe, expect, it } from 'vitest';
import { Price } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('Price', () => {
  it('shows integer fen as yuan with two decimals', () => {
    render(<Price priceFen={1250} />);
    expect(screen.getByText('¥12.50')).toBeInTheDocument();
  });

  it.each([0, 5, 80, 100, 1999, 123456789])('formats %i fen exactly as the domain does', (fen) => {
    render(<Price priceFen={fen} />);
    expect(screen.getByText(`¥${fenToYuan(fen)}`)).toBeInTheDocument();
  });

  it('rounds a stray fraction of a fen down', () => {
    render(<Price priceFen={1299.9} />);
    expect(screen.getByText('¥12.99')).toBeInTheDocument();
  });

  it('strikes through the original price and names it for screen readers', () => {
    render(<Price priceFen={980} originalPriceFen={1280} />);
    const original = screen.getByText('¥12.80');
    expect(original.tagName).toBe('DEL');
    expect(original).toHaveTextContent('原价¥12.80');
  });

  it('leaves out an original price equal to the price', () => {
    render(<Price priceFen={980} originalPriceFen={980} />);
    expect(screen.getAllByText('¥9.80')).toHaveLength(1);
  });

  it('shows 登录可见 instead of any amount when the price is withheld', () => {
    render(<Price priceFen={null} originalPriceFen={1280} />);
    expect(screen.getByText('登录可见')).toBeInTheDocument();
    expect(screen.queryByText(/¥/)).not.toBeInTheDocument();
  });

  it('shows the given label for a withheld price', () => {
    render(<Price priceFen={null} hiddenLabel="认证后可见" />);
    expect(screen.getByText('认证后可见')).toBeInTheDocument();
  });

  it('rounds a fraction of a fen down below zero too', () => {
    render(<Price priceFen={-0.5} />);
    expect(screen.getByText('-¥0.01')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Price priceFen={980} originalPriceFen={1280} size="lg" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { TagBadge } from '../../index';
import { axeViolations } from '../../test/axe';
import { render, screen } from '../../test/render';

describe('TagBadge', () => {
  it('shows the tag name with its description as the tooltip', () => {
    render(<TagBadge name="满" describe="满1000减50" />);
    expect(screen.getByText('满')).toHaveAttribute('title', '满1000减50');
  });

  it('gives 换购 a different colour when the amber variant is chosen', () => {
    render(
      <>
        <TagBadge name="换购" />
        <TagBadge name="换购" tradeUpVariant="amber" />
      </>,
    );
    const [blue, amber] = screen.getAllByText('换购');
    expect(getComputedStyle(blue!).backgroundColor).not.toBe(getComputedStyle(amber!).backgroundColor);
  });

  it('colours unknown tags like 优 (brand red)', () => {
    render(
      <>
        <TagBadge name="优" />
        <TagBadge name="独家" />
        <TagBadge name="赠" />
      </>,
    );
    const premium = getComputedStyle(screen.getByText('优')).backgroundColor;
    expect(getComputedStyle(screen.getByText('独家')).backgroundColor).toBe(premium);
    expect(getComputedStyle(screen.getByText('赠')).backgroundColor).not.toBe(premium);
  });

  it('has no axe violations', async () => {
    const { container } = render(<TagBadge name="秒" describe="限时秒杀" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

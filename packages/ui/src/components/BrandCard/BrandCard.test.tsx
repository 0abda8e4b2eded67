import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandCard } from '../../index';
import { axeViolations } from '../../test/axe';
import { sampleBrandLogo } from '../../test/catalog';
import { render, screen } from '../../test/render';

describe('BrandCard', () => {
  it('links the logo, name and product count to the brand page', () => {
    render(<BrandCard name="同仁堂" logoSrc={sampleBrandLogo} productCount={128} href="/ppzq/info/12" />);
    const link = screen.getByRole('link', { name: '同仁堂 共 128 种商品' });
    expect(link).toHaveAttribute('href', '/ppzq/info/12');
    expect(screen.getByRole('presentation')).toHaveAttribute('src', sampleBrandLogo);
    expect(screen.getAllByText('同仁堂')).toHaveLength(1);
  });

  it('leaves out the count when it is not given', () => {
    render(<BrandCard name="云南白药" logoSrc={sampleBrandLogo} href="/ppzq/info/13" />);
    expect(screen.getByRole('link', { name: '云南白药' })).toBeInTheDocument();
    expect(screen.queryByText(/种商品/)).not.toBeInTheDocument();
  });

  it('shows the brand name in place of a logo that fails to load', () => {
    render(<BrandCard name="同仁堂" logoSrc="/logos/missing.png" productCount={0} href="/ppzq/info/12" />);
    fireEvent.error(screen.getByRole('presentation'));
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
    expect(screen.getAllByText('同仁堂')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '同仁堂 共 0 种商品' })).toBeInTheDocument();
  });

  it('shows the brand name when there is no logo', () => {
    render(<BrandCard name="华润三九" href="/ppzq/info/14" />);
    expect(screen.getAllByText('华润三九')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '华润三九' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<BrandCard name="同仁堂" productCount={128} href="/ppzq/info/12" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});

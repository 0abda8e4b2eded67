import { describe, expect, it } from 'vitest';
import { productImageSvg } from '../../lib/image-svg';
import { generateCatalogue } from './index';

const catalogue = generateCatalogue({ goods: 3000 });
const makerName = new Map(catalogue.manufacturers.map((m) => [m.key, m.name]));

/** EAN-13 check digit: weights 1,3,1,3… over the first twelve digits. */
function validEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}

describe('the seed catalogue', () => {
  it('is deterministic for a seed and a smaller catalogue is a prefix of a larger one', () => {
    expect(generateCatalogue({ goods: 200 })).toEqual(generateCatalogue({ goods: 200 }));
    expect(catalogue.goods.slice(0, 200)).toEqual(generateCatalogue({ goods: 200 }).goods);
    expect(generateCatalogue({ goods: 50, seed: 7 }).goods).not.toEqual(catalogue.goods.slice(0, 50));
  });

  it('has unique skus and valid, unique Chinese EAN-13 barcodes', () => {
    expect(catalogue.goods).toHaveLength(3000);
    expect(new Set(catalogue.goods.map((g) => g.sku)).size).toBe(3000);
    expect(new Set(catalogue.goods.map((g) => g.barcode)).size).toBe(3000);
    for (const g of catalogue.goods) {
      expect(g.barcode.startsWith('69'), g.barcode).toBe(true);
      expect(validEan13(g.barcode), g.barcode).toBe(true);
    }
  });

  it('covers what search must find: 阿莫西林, polyphones and 华润 makers', () => {
    const amoxicillin = new Set(
      catalogue.goods.filter((g) => g.name.includes('阿莫西林')).map((g) => g.name),
    );
    expect(amoxicillin.size).toBeGreaterThanOrEqual(6);
    for (const char of ['重', '长', '行', '参'])
      expect(
        catalogue.goods.some((g) => g.name.includes(char)),
        char,
      ).toBe(true);
    const huarun = catalogue.goods.filter((g) => makerName.get(g.manufacturerKey)?.includes('华润'));
    expect(huarun.length).toBeGreaterThanOrEqual(3);
  });

  it('has all four kinds, each with the regulatory classes of its kind', () => {
    const kinds = new Set(catalogue.goods.map((g) => g.kind));
    expect([...kinds].sort()).toEqual(['decoction', 'device', 'tcm_patent', 'western']);
    const classesOf = (kind: string) =>
      [...new Set(catalogue.goods.filter((g) => g.kind === kind).map((g) => g.regulatoryClass))].sort();
    expect(classesOf('decoction')).toEqual(['tcm_pieces']);
    expect(classesOf('device')).toEqual(['device_1', 'device_2', 'device_3']);
    expect(classesOf('tcm_patent')).toEqual(['otc_a', 'otc_b', 'prescription']);
    expect(classesOf('western')).toEqual([
      'ephedrine_compound',
      'otc_a',
      'otc_b',
      'prescription',
      'psychotropic_2',
    ]);
  });

  it('keeps the psychotropics as 第二类精神药品 (banned online) and the pseudoephedrine compound flagged', () => {
    const classOf = (name: string) =>
      new Set(catalogue.goods.filter((g) => g.name === name).map((g) => g.regulatoryClass));
    expect(classOf('艾司唑仑片')).toEqual(new Set(['psychotropic_2']));
    expect(classOf('右佐匹克隆片')).toEqual(new Set(['psychotropic_2']));
    expect(classOf('酚麻美敏片')).toEqual(new Set(['ephedrine_compound']));
  });

  it('only refers to categories, makers and brands it generated', () => {
    const categories = new Set(catalogue.categories.map((c) => c.key));
    const brands = new Set(catalogue.brands.map((b) => b.key));
    for (const c of catalogue.categories) if (c.parentKey) expect(categories.has(c.parentKey)).toBe(true);
    for (const g of catalogue.goods) {
      expect(g.categoryKeys.length).toBeGreaterThan(0);
      for (const key of g.categoryKeys) expect(categories.has(key), key).toBe(true);
      expect(makerName.has(g.manufacturerKey)).toBe(true);
      if (g.brandKey) expect(brands.has(g.brandKey)).toBe(true);
    }
    const trees = new Set(catalogue.categories.map((c) => c.tree));
    expect([...trees].sort()).toEqual(['general', 'premium', 'regional', 'self']);
  });

  it('prices in positive whole fen; ladders rise in quantity and fall in price', () => {
    let ladders = 0;
    for (const g of catalogue.goods) {
      expect(Number.isInteger(g.priceFen) && g.priceFen > 0).toBe(true);
      expect(Number.isInteger(g.stock) && g.stock >= 0).toBe(true);
      for (let i = 1; i < g.ladder.length; i++) {
        const [prev, tier] = [g.ladder[i - 1]!, g.ladder[i]!];
        expect(tier.number).toBeGreaterThan(prev.number);
        expect(tier.priceFen).toBeLessThan(prev.priceFen);
      }
      if (g.ladder.length > 0) ladders += 1;
    }
    expect(ladders).toBeGreaterThan(0);
    expect(catalogue.goods.some((g) => g.tags.length > 0)).toBe(true);
    expect(catalogue.goods.some((g) => g.stock === 0)).toBe(true);
  });

  it('draws a package shot with the escaped name and maker', () => {
    const svg = productImageSvg(
      { name: 'A&B<片>', ypgg: '0.25g*24粒', kind: 'western' },
      '华润双鹤药业股份有限公司',
    );
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('A&amp;B&lt;片&gt;');
    expect(svg).not.toContain('<片>');
    expect(svg.trim().endsWith('</svg>')).toBe(true);
  });
});

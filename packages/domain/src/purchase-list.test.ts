import { describe, expect, it } from 'vitest';
import { columnOf, findHeader, normaliseText, readPurchaseRows } from './purchase-list';

describe('purchase lists', () => {
  it('normalises what typists and ERPs vary: full width, spaces, case, × between numbers', () => {
    expect(normaliseText(' ０．２５ｇ × ２４粒 ')).toBe('0.25G*24粒');
    expect(normaliseText('0.25gx24粒')).toBe('0.25G*24粒');
    expect(normaliseText('阿莫西林 胶囊')).toBe('阿莫西林胶囊');
    expect(normaliseText('（盒）')).toBe('(盒)');
  });

  it('names columns in Chinese, whatever the spacing or width', () => {
    expect(columnOf(' 通用名称 ')).toBe('name');
    expect(columnOf('商品条码')).toBe('barcode');
    expect(columnOf('生产 企业')).toBe('maker');
    expect(columnOf('数量*')).toBe('number');
    expect(columnOf('单价')).toBeNull();
  });

  it('finds the header under a title and reads rows in its column order, skipping blank ones', () => {
    const cells = [
      ['仁心大药房采购计划'],
      ['数量', '条码', '药品名称', '规格'],
      ['20', '6929902756249', '参苓白术散', '6g*9袋'],
      ['', '', '', ''],
      ['abc', '', '维生素C片\t', ''],
    ];
    const header = findHeader(cells);
    expect(header).toEqual({ index: 1, columns: { number: 0, barcode: 1, name: 2, spec: 3 } });
    if (!header) return;
    const rows = readPurchaseRows(cells, header);
    expect(rows.map((row) => [row.row, row.input.name, row.input.number])).toEqual([
      [3, '参苓白术散', 20],
      [5, '维生素C片', null],
    ]);
  });

  it('takes a trade-name column as the name when there is no generic name', () => {
    expect(findHeader([['商品名', '数量']])?.columns).toEqual({ name: 0, number: 1 });
    expect(findHeader([['单价', '金额']])).toBeNull();
  });
});

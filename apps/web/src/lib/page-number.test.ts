import { describe, expect, it } from 'vitest';
import { readPage } from './page-number';

describe('readPage', () => {
  it('reads a page number written as digits', () => {
    expect(readPage('1')).toBe(1);
    expect(readPage('2')).toBe(2);
    expect(readPage('37')).toBe(37);
  });

  it('falls back to the first page for anything a person might type that is not a page', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0',
      '-2',
      '1.5',
      '2abc',
      ' 2',
      '1e3',
      '0x10',
      '02',
      '9999999999',
    ])
      expect(readPage(value), String(value)).toBe(1);
  });
});

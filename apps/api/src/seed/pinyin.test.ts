import { describe, expect, it } from 'vitest';
import { MAX_COMBINATIONS, pinyinIndex } from './pinyin';

describe('pinyinIndex', () => {
  it('indexes every reading of a polyphone', () => {
    const index = pinyinIndex(['长春花']);
    expect(index.initials.split(' ')).toEqual(expect.arrayContaining(['cch', 'zch']));
    expect(index.full.split(' ')).toEqual(expect.arrayContaining(['changchunhua', 'zhangchunhua']));
    expect(pinyinIndex(['重楼']).initials.split(' ')).toEqual(expect.arrayContaining(['cl', 'zl']));
  });

  it('combines name and trade name and keeps latin letters and digits', () => {
    const index = pinyinIndex(['阿莫西林胶囊', '阿莫仙 0.25g']);
    expect(index.initials.split(' ')).toEqual(expect.arrayContaining(['amxljn', 'amx0.25g']));
    expect(index.full).toContain('amoxilinjiaonang');
  });

  it('types ü as v', () => {
    expect(pinyinIndex(['绿']).full.split(' ')).toContain('lv');
  });

  it('caps the combinations of long polyphone-heavy names', () => {
    const index = pinyinIndex(['长长长长长长长长长长长长']);
    expect(index.full.split(' ').length).toBeLessThanOrEqual(MAX_COMBINATIONS);
  });
});

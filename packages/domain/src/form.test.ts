import fc from 'fast-check';
import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { formEncode } from './form';

describe('formEncode', () => {
  it('writes nested arrays and objects the way the API parses them', () => {
    expect(formEncode({ params: [{ goods_id: 1, number: 2 }], new: 1 })).toBe(
      'params%5B0%5D%5Bgoods_id%5D=1&params%5B0%5D%5Bnumber%5D=2&new=1',
    );
    expect(formEncode({ a: undefined, b: null, c: '阿莫西林 & 华润' })).toBe(
      'b=&c=%E9%98%BF%E8%8E%AB%E8%A5%BF%E6%9E%97%20%26%20%E5%8D%8E%E6%B6%A6',
    );
    expect(formEncode({})).toBe('');
  });

  it('round-trips through qs.parse for any nested form (property)', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/);
    const leaf = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String));
    const form = fc.dictionary(
      key,
      fc.oneof(
        leaf,
        fc.array(leaf, { minLength: 1, maxLength: 4 }),
        fc.array(fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 3 }), { minLength: 1, maxLength: 3 }),
      ),
      { maxKeys: 5 },
    );
    fc.assert(
      fc.property(form, (value) => {
        expect(qs.parse(formEncode(value), { arrayLimit: 100, depth: 5 })).toEqual(value);
      }),
    );
  });
});

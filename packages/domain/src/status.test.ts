import { describe, expect, it } from 'vitest';
import { classifyStatus, firstValidationMessage } from './status';
import { tagTone } from './tags';
import { toMillis } from './time';

describe('error catalogue classification (spec §8)', () => {
  it.each([
    [10000, 'success'],
    [200, 'success'],
    [201, 'success'],
    [10001, 'login'],
    [401, 'login'],
    [459, 'contract'],
    [422, 'validation'],
    [403, 'alert'],
    [404, 'alert'],
    [429, 'alert'],
    [499, 'alert'],
    [500, 'busy'],
    [503, 'busy'],
    [599, 'busy'],
    [600, 'alert'],
    [10002, 'alert'],
  ] as const)('classifies %i as %s', (status, outcome) => {
    expect(classifyStatus(status)).toBe(outcome);
  });

  it('shows the first message of the first field that has one', () => {
    expect(firstValidationMessage({ phone: [], password: ['请输入密码', '太短'] })).toBe('请输入密码');
    expect(firstValidationMessage({})).toBeUndefined();
    expect(firstValidationMessage(undefined)).toBeUndefined();
  });
});

describe('timestamps (spec §4, §9)', () => {
  it('reads 10 digits as seconds and 13 as milliseconds', () => {
    expect(toMillis(1700000000)).toBe(1700000000000);
    expect(toMillis('1700000000')).toBe(1700000000000);
    expect(toMillis(1700000000123)).toBe(1700000000123);
  });

  it('rejects values that are not timestamps', () => {
    expect(() => toMillis('soon')).toThrow(RangeError);
    expect(() => toMillis(-1)).toThrow(RangeError);
  });
});

describe('tag colours (spec §3)', () => {
  it.each([
    ['优', 'red'],
    ['秒', 'red'],
    ['满', 'orange'],
    ['换购', 'blue'],
    ['赠', 'pink'],
    ['特', 'gold'],
    ['新', 'red'],
    ['包邮', 'red'],
  ] as const)('colours %s %s', (name, tone) => {
    expect(tagTone(name)).toBe(tone);
  });

  it('shows 换购 amber when asked', () => {
    expect(tagTone('换购', { exchangeAmber: true })).toBe('amber');
    expect(tagTone('满', { exchangeAmber: true })).toBe('orange');
  });
});

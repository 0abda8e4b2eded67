import { describe, expect, it } from 'vitest';
import { allowedPayMethods, ephedrineLimitRefusal, isIdNumber, payMethodRefusal } from './ephedrine';

describe('paying a 含麻 order', () => {
  it('allows only company transfer and 账期 when the order holds an ephedrine preparation', () => {
    expect(allowedPayMethods({ hasEphedrine: true })).toEqual(['credit', 'transfer']);
    expect(payMethodRefusal('balance', { hasEphedrine: true })).toContain('不能使用余额');
    expect(payMethodRefusal('wechat', { hasEphedrine: true })).toContain('对公转账');
  });

  it('allows every method for an ordinary order', () => {
    expect(allowedPayMethods({ hasEphedrine: false })).toEqual([
      'balance',
      'credit',
      'transfer',
      'alipay',
      'wechat',
    ]);
  });
});

describe('含麻 quantity limits', () => {
  const limits = { perOrderUnits: 10, perMonthUnits: 30 };
  it('allows an order up to the per-order limit and refuses one more', () => {
    expect(ephedrineLimitRefusal(10, 0, limits)).toBe('');
    expect(ephedrineLimitRefusal(11, 0, limits)).toContain('每单限购 10 件');
  });
  it('allows the month up to its limit and refuses one more, saying what is left', () => {
    expect(ephedrineLimitRefusal(10, 20, limits)).toBe('');
    expect(ephedrineLimitRefusal(10, 21, limits)).toContain('还可订 9 件');
  });
  it('never refuses an order without 含麻 units', () => {
    expect(ephedrineLimitRefusal(0, 99, limits)).toBe('');
  });
});

describe('居民身份证号码', () => {
  it('accepts a number with a real birth date and the right check character, X included', () => {
    expect(isIdNumber('11010519491231002X')).toBe(true);
    expect(isIdNumber('110105194912310021')).toBe(false);
    expect(isIdNumber('11010519490231002X')).toBe(false);
    expect(isIdNumber('11010519491231002x')).toBe(false);
    expect(isIdNumber('1101051949123100')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { allowedPayMethods, payMethodRefusal } from './ephedrine';

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

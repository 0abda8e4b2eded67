import { describe, expect, it } from 'vitest';
import {
  combinedSplit,
  onlinePayRefusal,
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  rechargeRefusal,
} from './online-pay';

describe('online payment rules', () => {
  it('allows a top-up from the minimum to the maximum, inclusive, and says why otherwise', () => {
    expect(rechargeRefusal(RECHARGE_MIN_FEN)).toBe('');
    expect(rechargeRefusal(RECHARGE_MAX_FEN)).toBe('');
    expect(rechargeRefusal(RECHARGE_MIN_FEN - 1)).toBe('单笔充值金额不能低于 ¥100.00');
    expect(rechargeRefusal(RECHARGE_MAX_FEN + 1)).toContain('不能超过 ¥50000.00');
  });

  it('splits a combined payment into the whole balance and the rest, and refuses when the balance pays alone', () => {
    expect(combinedSplit(1000, 2500)).toEqual({ balanceFen: 1000, onlineFen: 1500 });
    expect(combinedSplit(0, 2500)).toEqual({ balanceFen: 0, onlineFen: 2500 });
    expect(combinedSplit(2500, 2500)).toBe('余额足够支付该订单，请直接使用余额支付');
  });

  it('never lets an ephedrine-containing order be paid online', () => {
    expect(onlinePayRefusal(true)).toContain('对公转账');
    expect(onlinePayRefusal(false)).toBe('');
  });
});

import { CASHBACK_USAGE, cashbackCommand } from '../cashback';
import type { Command } from '../command';
import { text } from '../command';
import { COUPON_USAGE, couponCommand } from '../coupons';
import { PAGE_USAGE, pageCommand, WELFARE_USAGE, welfareCommand } from '../welfare';

/* Promotions from the command line: coupon templates, 满返, 全场折扣 and activity pages. */

export const PROMOTION_COMMANDS: Record<string, Command> = {
  coupon: {
    usage: COUPON_USAGE,
    options: { json: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    run: (tx, positionals, values) =>
      couponCommand(tx, positionals, {
        json: text(values.json),
        from: text(values.from),
        to: text(values.to),
      }),
  },
  cashback: {
    usage: CASHBACK_USAGE,
    options: { json: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
    run: (tx, positionals, values) =>
      cashbackCommand(tx, positionals, {
        json: text(values.json),
        from: text(values.from),
        to: text(values.to),
      }),
  },
  welfare: {
    usage: WELFARE_USAGE,
    options: { json: { type: 'string' } },
    run: (tx, positionals, values) => welfareCommand(tx, positionals, text(values.json)),
  },
  page: {
    usage: PAGE_USAGE,
    options: { json: { type: 'string' } },
    run: (tx, positionals, values) => pageCommand(tx, positionals, text(values.json)),
  },
};

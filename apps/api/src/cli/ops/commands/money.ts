import { OpsError } from '../audit';
import type { Command } from '../command';
import { text } from '../command';
import { creditBalance, setCredit } from '../wallet';

/* A company's money: a balance top-up through the ledger, its 账期 terms (wallet's setCreditTerms, as the console). */

export const MONEY_COMMANDS: Record<string, Command> = {
  'credit-balance': {
    usage:
      'credit-balance <公司名称或id> <金额（元）> --remark 备注（如银行回单号）\n      为公司余额充值（记入账本）',
    options: { remark: { type: 'string', default: '' } },
    run: (tx, [company, yuan], values, { actor }) => {
      if (!company) throw new OpsError('请填写公司：ops credit-balance <公司名称或id> <金额>', 2);
      return creditBalance(tx, { company, yuan, remark: text(values.remark) ?? '', actor });
    },
  },
  'set-credit': {
    usage:
      'set-credit <公司名称或id> --limit <额度（元）> --billing-day <1–28> [--due-days <0–90>]\n      设置账期额度、账单日和还款期限（额度不能低于已用额度）',
    options: {
      limit: { type: 'string' },
      'billing-day': { type: 'string' },
      'due-days': { type: 'string' },
    },
    run: (tx, [company], values) => {
      if (!company) throw new OpsError('请填写公司：ops set-credit <公司名称或id> --limit …', 2);
      return setCredit(tx, {
        company,
        limit: text(values.limit),
        billingDay: text(values['billing-day']),
        dueDays: text(values['due-days']),
      });
    },
  },
};

import type { Command } from '../command';
import { text } from '../command';
import { drawPending, fulfilDrawGift } from '../draw';
import {
  grantFromCommandLine,
  POINTS_GRANT_USAGE,
  POINTS_RULES_USAGE,
  POINTS_SHIP_USAGE,
  pointsPending,
  pointsRules,
  pointsShip,
} from '../points';

/* The prize draw's gifts and points (grants, rules, the mall's orders). */

export const REWARD_COMMANDS: Record<string, Command> = {
  'draw-pending': {
    usage: 'draw-pending\n      待寄出的抽奖实物奖品（记录号、奖品、买家、收货地址）',
    options: {},
    run: (tx) => drawPending(tx),
  },
  'draw-fulfil': {
    usage:
      'draw-fulfil <抽奖记录号> --carrier 承运商 --tracking 运单号\n      抽奖实物奖品已寄出：记录标为已寄出，并给买家发消息',
    options: { carrier: { type: 'string', default: '' }, tracking: { type: 'string', default: '' } },
    run: (tx, [recordId], values) =>
      fulfilDrawGift(tx, {
        recordId,
        carrier: text(values.carrier) ?? '',
        tracking: text(values.tracking) ?? '',
      }),
  },
  'points-grant': {
    usage: `${POINTS_GRANT_USAGE}\n      给用户加积分（--deduct：扣减，不会扣到负数），写入积分明细`,
    options: { reason: { type: 'string', default: '' }, deduct: { type: 'boolean', default: false } },
    run: (tx, [phone, points], values, { actor }) =>
      grantFromCommandLine(tx, {
        phone,
        points,
        deduct: values.deduct === true,
        reason: text(values.reason) ?? '',
        actor,
      }),
  },
  'points-rules': {
    usage: `${POINTS_RULES_USAGE}\n      查看或修改积分规则（每积分所需实付金额、有效期）`,
    options: { 'fen-per-point': { type: 'string' }, 'expiry-years': { type: 'string' } },
    run: (tx, _positionals, values) =>
      pointsRules(tx, {
        fenPerPoint: text(values['fen-per-point']),
        expiryYears: text(values['expiry-years']),
      }),
  },
  'points-pending': {
    usage: 'points-pending\n      待发货的积分商城订单（最早的 20 条）',
    options: {},
    run: (tx) => pointsPending(tx),
  },
  'points-ship': {
    usage: `${POINTS_SHIP_USAGE}\n      积分订单发货`,
    options: { carrier: { type: 'string', default: '' }, tracking: { type: 'string', default: '' } },
    run: (tx, [id], values) =>
      pointsShip(tx, { id, carrier: text(values.carrier) ?? '', tracking: text(values.tracking) ?? '' }),
  },
};

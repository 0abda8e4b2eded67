import type { DrawModalActivity, DrawOutcome } from '../index';

/** The seed's kind of running draw, for stories and tests, as the app maps GET /api/draw/{id}/activity. */
export const drawActivity: DrawModalActivity = {
  name: '双十二采购节幸运抽奖',
  remarks: '活动期间每日登录可抽奖1次，单笔实付满1000元再得1次机会',
  prizes: [
    { id: 1, name: '欧姆龙电子血压计' },
    { id: 2, name: '满500减50优惠券' },
    { id: 3, name: '200积分' },
    { id: 4, name: '谢谢参与' },
  ],
};

export const wonGift: DrawOutcome = {
  name: '欧姆龙电子血压计',
  remarks: '客服将在3个工作日内联系您安排发货',
  kind: 'gift',
  chances: 0,
};

export const wonPoints: DrawOutcome = {
  name: '200积分',
  remarks: '已存入您的积分账户',
  kind: 'points',
  chances: 1,
};

export const nothingWon: DrawOutcome = {
  name: '谢谢参与',
  remarks: '明天再来试试手气',
  kind: 'none',
  chances: 0,
};

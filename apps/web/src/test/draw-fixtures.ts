import type { DrawActivity, DrawRecord, DrawResult, DrawSimple } from '@yaocai/domain';

/** The prize draw's wire answers as GET /api/draw/* gives them (issue #11), for page tests. */
export const drawSimpleFixture: DrawSimple = { id: 7, is_join: 0, chances: 1 };

export const drawActivityFixture: DrawActivity = {
  id: 7,
  name: '双十二采购节幸运抽奖',
  remarks: '活动期间每日登录可抽奖1次',
  rules: ['每日登录可抽奖1次', '实物奖品由客服联系发货'],
  start_time: 1_764_000_000,
  end_time: 1_766_000_000,
  prizes: [
    { id: 1, name: '欧姆龙电子血压计', kind: 'gift', image: '' },
    { id: 2, name: '200积分', kind: 'points', image: '' },
    { id: 3, name: '谢谢参与', kind: 'none', image: '' },
  ],
};

export const drawResultFixture: DrawResult = {
  record_id: 31,
  result: { name: '200积分', remarks: '已存入您的积分账户' },
  kind: 'points',
  chances: 0,
};

export const drawRecordFixture: DrawRecord = {
  id: 31,
  activity_id: 7,
  activity_name: '双十二采购节幸运抽奖',
  prize: '欧姆龙电子血压计',
  remarks: '客服将在3个工作日内联系您',
  kind: 'gift',
  fulfilment: 'pending',
  // 2025-12-01 10:00 Beijing time.
  time: 1_764_554_400,
};

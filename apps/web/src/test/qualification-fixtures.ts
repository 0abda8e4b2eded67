import type { Certificate, JyfwData, ZizhiData } from '@yaocai/domain';

/** Shared answers of GET /api/user/zizhi and /api/user/jyfw for the registration and account-centre tests. */
export const certificateFixture: Certificate = {
  id: 7,
  type: 'drug_licence',
  type_label: '药品经营许可证',
  number: '京AA0100001',
  issuer: '北京市药品监督管理局',
  valid_from: '2024-01-01',
  valid_until: '2029-01-01',
  images: [{ image_id: 'img_aaaaaaaaaaaaaaaa', url: '/api/user/zizhi/image/img_aaaaaaaaaaaaaaaa' }],
  status: 'approved',
  status_label: '已通过',
  reason: '',
  required: 1,
};

export const zizhiNone: ZizhiData = { company: null, certificates: [], missing: [] };

export const zizhiPending: ZizhiData = {
  company: {
    name: '仁心大药房',
    enterprise_type: 'pharmacy',
    enterprise_type_label: '单体药店',
    status: 'pending',
    reason: '',
  },
  certificates: [{ ...certificateFixture, status: 'pending', status_label: '待审核' }],
  missing: ['营业执照', '采购委托书', '采购员身份证'],
};

export const zizhiApproved: ZizhiData = {
  company: { ...(zizhiPending.company as NonNullable<ZizhiData['company']>), status: 'approved' },
  certificates: [
    certificateFixture,
    {
      ...certificateFixture,
      id: 8,
      type: 'business_licence',
      type_label: '营业执照',
      number: '91110000MA0000001X',
      status: 'expiring',
      status_label: '即将过期',
      valid_until: '2026-12-10',
    },
    {
      ...certificateFixture,
      id: 9,
      type: 'purchaser_id',
      type_label: '采购员身份证',
      number: '110101199001010011',
      status: 'rejected',
      status_label: '已驳回',
      reason: '图片模糊，请重新上传',
      valid_until: null,
    },
  ],
  missing: ['采购员身份证'],
};

export const jyfwFixture: JyfwData = {
  list: [
    { code: 'chemical', name: '化学药制剂', approved: 1, requested: 0 },
    { code: 'tcm_patent', name: '中成药', approved: 1, requested: 0 },
    { code: 'device_iii', name: '第三类医疗器械', approved: 0, requested: 1 },
    { code: 'health_food', name: '保健食品', approved: 0, requested: 0 },
  ],
};

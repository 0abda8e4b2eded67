import { describe, expect, it } from 'vitest';
import { shipBatch, shipOrderBody } from './console-orders';

const batch = {
  line_id: 3,
  batch_no: ' B2501 ',
  production_date: '2025-01-01',
  expiry_date: '2027-01-01',
  number: 2,
  trace_codes: ['81000000000000000001'],
};

const messages = (input: unknown) => {
  const parsed = shipBatch.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a shipped batch (ops ship and the console)', () => {
  it('takes a batch with its dates, quantity and at most one code per unit', () => {
    expect(shipBatch.parse(batch)).toEqual({ ...batch, batch_no: 'B2501' });
    expect(shipBatch.parse({ ...batch, trace_codes: undefined }).trace_codes).toEqual([]);
    expect(shipBatch.parse({ ...batch, number: '2' }).number).toBe(2);
  });

  it('refuses expiry not after production, impossible dates, more codes than units, malformed codes', () => {
    expect(messages({ ...batch, expiry_date: '2025-01-01' })).toEqual(['有效期至必须晚于生产日期']);
    expect(messages({ ...batch, production_date: '2025-02-30' })).toEqual([
      '生产日期应为有效日期 YYYY-MM-DD',
    ]);
    expect(messages({ ...batch, number: 1, trace_codes: ['A1', 'A2'] })).toEqual(['追溯码 2 个，多于数量 1']);
    expect(messages({ ...batch, trace_codes: ['8100 0001'] })).toEqual(['追溯码应为 1–40 位字母或数字']);
    expect(messages({ ...batch, trace_codes: [''] })).toEqual(['追溯码应为 1–40 位字母或数字']);
    expect(messages({ ...batch, number: 0, trace_codes: [] })).toEqual(['数量应为正整数']);
    expect(messages({ ...batch, batch_no: 'B\u001b1' })).toEqual(['批号不能包含控制字符']);
    expect(messages({ ...batch, batch_no: '  ' })).toEqual(['批号不能为空']);
  });

  it('needs a carrier, a tracking number and a batch', () => {
    const parsed = shipOrderBody.safeParse({ carrier: ' ', tracking_no: 'SF\u0000', batches: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message).sort()).toEqual(
      ['请填写承运商', '运单号不能包含控制字符', '请至少填写一个批次'].sort(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { beijingMinuteToMs } from '../time';
import { consoleWarehouseBody, consoleWarehousePatch } from './console-warehouses';
import { parcelsOfShipment, shipBatch, shipOrderBody, trackingEntryBody } from './parcels';

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

describe('a shipment in one or several parcels', () => {
  const parcel = { carrier: '顺丰速运', tracking_no: 'SF1', batches: [batch] };

  it('reads the one-parcel form and the parcels form to the same parcels', () => {
    expect(parcelsOfShipment(shipOrderBody.parse(parcel))).toEqual([
      { ...parcel, batches: [{ ...batch, batch_no: 'B2501' }] },
    ]);
    const two = shipOrderBody.parse({ parcels: [parcel, { ...parcel, tracking_no: 'SF2' }] });
    expect(parcelsOfShipment(two).map((p) => p.tracking_no)).toEqual(['SF1', 'SF2']);
  });

  it('carries the warehouse each parcel leaves from, in either form (none: the default warehouse)', () => {
    expect(parcelsOfShipment(shipOrderBody.parse({ ...parcel, warehouse_id: '2' }))[0]?.warehouse_id).toBe(2);
    const two = shipOrderBody.parse({ parcels: [{ ...parcel, warehouse_id: 2 }, parcel] });
    expect(parcelsOfShipment(two).map((p) => p.warehouse_id)).toEqual([2, undefined]);
    expect(shipOrderBody.safeParse({ parcels: [parcel], warehouse_id: 2 }).success).toBe(false);
    expect(shipOrderBody.safeParse({ ...parcel, warehouse_id: 0 }).error?.issues[0]?.message).toBe(
      '仓库不存在',
    );
  });

  it('refuses both forms at once, and a parcel without its carrier', () => {
    const both = shipOrderBody.safeParse({ ...parcel, parcels: [parcel] });
    expect(both.error?.issues.map((issue) => issue.message)).toEqual([
      '请只用包裹列表，或只填一个包裹的承运商、运单号和批次',
    ]);
    const missing = shipOrderBody.safeParse({ parcels: [{ tracking_no: 'SF1', batches: [batch] }] });
    expect(missing.error?.issues[0]?.path).toEqual(['parcels', 0, 'carrier']);
    expect(shipOrderBody.safeParse({}).error?.issues.map((issue) => issue.message)).toEqual([
      '请填写承运商',
      '请填写运单号',
      '请至少填写一个批次',
    ]);
  });
});

describe('a tracking entry', () => {
  it('reads a Beijing minute, and refuses an impossible one', () => {
    expect(beijingMinuteToMs('2026-11-27 09:30')).toBe(Date.parse('2026-11-27T01:30:00Z'));
    expect(beijingMinuteToMs('2026-11-27T09:30')).toBe(Date.parse('2026-11-27T01:30:00Z'));
    expect(beijingMinuteToMs('2026-02-30 09:30')).toBeNaN();
    expect(beijingMinuteToMs('2026-11-27 25:00')).toBeNaN();
    const parsed = trackingEntryBody.safeParse({ at: '2026-02-30 09:30', description: '已揽收' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['时间不存在']);
    expect(trackingEntryBody.parse({ at: '2026-11-27 09:30', description: ' 已揽收 ' })).toEqual({
      at: '2026-11-27 09:30',
      description: '已揽收',
      location: '',
    });
  });
});

describe('a warehouse as an operator types it', () => {
  it('takes a code of letters, digits and -, and refuses anything else', () => {
    expect(consoleWarehouseBody.parse({ code: ' WH-CD ', name: '成都仓' })).toEqual({
      code: 'WH-CD',
      name: '成都仓',
      address: '',
      region: '',
    });
    for (const code of ['W', 'WH CD', '仓库一', 'WH-CD-0123456789ABCDEF'])
      expect(consoleWarehouseBody.safeParse({ code, name: '成都仓' }).error?.issues[0]?.message).toBe(
        '仓库编码应为 2–20 位字母、数字或 -',
      );
    expect(consoleWarehousePatch.safeParse({}).success).toBe(false);
    expect(consoleWarehousePatch.safeParse({ code: 'WH-X' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseWithErrors } from '../errors';
import { cartAddEntry } from './cart';
import { pageQuery } from './common';
import { loginBody } from './user';

describe('login contract', () => {
  it('accepts a valid phone and password, trimming the phone', () => {
    const result = parseWithErrors(loginBody, { phone: ' 13800138000 ', password: 'demo1234' });
    expect(result).toEqual({ ok: true, data: { phone: '13800138000', password: 'demo1234' } });
  });

  it('explains a bad phone in Chinese', () => {
    const result = parseWithErrors(loginBody, { phone: '12345', password: 'x' });
    expect(result).toEqual({ ok: false, errors: { phone: ['请输入正确的11位手机号'] } });
  });

  it('rejects unknown fields by name', () => {
    const result = parseWithErrors(loginBody, { phone: '13800138000', password: 'x', is_admin: '1' });
    expect(result).toEqual({ ok: false, errors: { is_admin: ['不支持的字段'] } });
  });

  it('reports missing fields in Chinese', () => {
    const result = parseWithErrors(loginBody, {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.phone).toEqual(['请输入手机号']);
      expect(result.errors.password).toEqual(['请输入密码']);
    }
  });
});

describe('list and cart contracts', () => {
  it('defaults pages and caps per_page at 100', () => {
    expect(parseWithErrors(pageQuery, {})).toEqual({ ok: true, data: { page: 1, per_page: 20 } });
    const tooMany = parseWithErrors(pageQuery, { per_page: '500' });
    expect(tooMany).toEqual({ ok: false, errors: { per_page: ['每页数量最多100'] } });
  });

  it('coerces form-encoded numbers and defaults the optional ids to 0', () => {
    const result = parseWithErrors(cartAddEntry, { goods_id: '12', number: '10' });
    expect(result).toEqual({
      ok: true,
      data: {
        goods_id: 12,
        number: 10,
        ck_id: 0,
        goods_price_id: 0,
        ladder_price_id: 0,
        goods_manjian_id: 0,
        is_yj: 0,
      },
    });
  });

  it('falls back to zod’s Chinese messages where the schema has none', () => {
    const result = parseWithErrors(cartAddEntry, { goods_id: '12', number: '10', price: 5 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.price?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });
});

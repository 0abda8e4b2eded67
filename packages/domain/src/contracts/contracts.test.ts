import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithErrors } from '../errors';
import { cartAddEntry } from './cart';
import { INT4_MAX, idParam, intParam, multiLineText, oneLineText, pageQuery } from './common';
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
        type: 0,
      },
    });
  });

  it('accepts a client-sent price and drops it: the server prices every line', () => {
    const result = parseWithErrors(cartAddEntry, { goods_id: '12', number: '10', price: '0.01' });
    expect(result.ok && 'price' in result.data).toBe(false);
    expect(result.ok).toBe(true);
  });

  it.each(['0', '-3', '1.5', '1e12', 'abc', 0, -3, 1.5, 1e12])('refuses the quantity %j', (number) => {
    const result = parseWithErrors(cartAddEntry, { goods_id: '12', number });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.number?.[0]).toMatch(/[\u4e00-\u9fff]/);
  });

  it('falls back to zod’s Chinese messages where the schema has none', () => {
    const result = parseWithErrors(cartAddEntry, { goods_id: '12', number: '10', amount: 5 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.values(result.errors).flat()[0]).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('parameter helpers', () => {
  const id = z.strictObject({ id: idParam('商品') });
  const text = z.strictObject({ q: oneLineText('关键词').max(5) });

  it('reads decimal digits and JSON integers within int4', () => {
    expect(parseWithErrors(id, { id: '2147483647' })).toEqual({ ok: true, data: { id: INT4_MAX } });
    expect(parseWithErrors(id, { id: 7 })).toEqual({ ok: true, data: { id: 7 } });
    expect(parseWithErrors(id, { id: '007' })).toEqual({ ok: true, data: { id: 7 } });
  });

  it.each(['2147483648', '0', '-1', '0x10', '1e1', '+2', ' 2', '2.0', '', ['17'], [[17]], 1.5, null, true])(
    'refuses %j as an id',
    (value) => {
      const result = parseWithErrors(id, { id: value });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.id?.[0]).toMatch(/^商品(不存在|必须是整数)$/);
    },
  );

  it('allows a minus sign only where the range has negatives', () => {
    const offset = z.strictObject({ n: intParam('偏移', { min: -5, max: 5 }) });
    expect(parseWithErrors(offset, { n: '-3' })).toEqual({ ok: true, data: { n: -3 } });
    expect(parseWithErrors(offset, { n: '-6' })).toEqual({ ok: false, errors: { n: ['偏移最小为-5'] } });
  });

  it('trims free text and refuses control characters anywhere in it', () => {
    expect(parseWithErrors(text, { q: ' 阿莫 西林 ' })).toEqual({ ok: true, data: { q: '阿莫 西林' } });
    for (const q of ['a\u0000', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a\nb']) {
      expect(parseWithErrors(text, { q })).toEqual({ ok: false, errors: { q: ['关键词不能包含控制字符'] } });
    }
    expect(parseWithErrors(text, {})).toEqual({ ok: false, errors: { q: ['请输入关键词'] } });
    expect(parseWithErrors(text, { q: ['a'] })).toEqual({ ok: false, errors: { q: ['关键词必须是文字'] } });
  });

  it('keeps line feeds in multi-line text (CR LF and CR become LF) and refuses every other control', () => {
    const remark = z.strictObject({ r: multiLineText('备注').max(20) });
    expect(parseWithErrors(remark, { r: ' 第一行\r\n第二行\r第三行\n' })).toEqual({
      ok: true,
      data: { r: '第一行\n第二行\n第三行' },
    });
    for (const r of ['a\u0000', 'a\u001b[2J', 'a\u007fb', 'a\u0085b', 'a\tb']) {
      expect(parseWithErrors(remark, { r })).toEqual({ ok: false, errors: { r: ['备注不能包含控制字符'] } });
    }
  });

  it('caps page at 10000', () => {
    expect(parseWithErrors(pageQuery, { page: '10001' })).toEqual({
      ok: false,
      errors: { page: ['页码最大为10000'] },
    });
  });
});

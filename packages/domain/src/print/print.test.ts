/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { couponScopeText, ORDER_STATUS_TEXT, REVIEW_STATUS_LABELS } from './index';

/** Every module `entry` reaches through relative imports (type-only imports included: they cost nothing, but
 *  a contracts file named here would be one edit away from a value import). */
function reachable(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, specifier] of text.matchAll(/from '([^']+)'/g))
      if (specifier?.startsWith('.'))
        visit(`${path.resolve(path.dirname(file), specifier)}.ts`.replace(/\/index\.ts\.ts$/, '/index.ts'));
  };
  visit(entry);
  return seen;
}

describe('@yaocai/domain/print', () => {
  const modules = reachable(path.join(import.meta.dirname, 'index.ts'));

  it('reaches no zod and no contracts file, so a page that only prints never bundles a schema', () => {
    expect(modules.size).toBeGreaterThan(3);
    for (const [file, text] of modules) {
      expect(text, file).not.toMatch(/from 'zod'/);
      expect(file, file).not.toMatch(/\/contracts\//);
    }
  });

  it('labels every status once, in Chinese', () => {
    expect(ORDER_STATUS_TEXT.paid).toBe('待发货');
    expect(Object.values(REVIEW_STATUS_LABELS)).toEqual(['待审核', '已通过', '已驳回']);
  });

  it('words a coupon’s scope the one way the card and checkout show it', () => {
    expect(couponScopeText('all', ['感冒用药'])).toBe('全场通用');
    expect(couponScopeText('goods', [])).toBe('限指定商品');
    expect(couponScopeText('categories', ['感冒用药', '解热镇痛'])).toBe('限指定分类：感冒用药、解热镇痛');
    expect(couponScopeText('categories', [])).toBe('限指定分类');
  });
});

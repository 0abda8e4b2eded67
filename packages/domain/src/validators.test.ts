import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, isMobile } from './validators';

describe('mobile numbers (spec §5)', () => {
  it('accepts 11 digits starting with 1 then 3–9', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
  });

  it('rejects a second digit of 0–2, wrong lengths and non-digits', () => {
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('138001380000')).toBe(false);
    expect(isMobile('1380013800a')).toBe(false);
    expect(isMobile(' 13800138000')).toBe(false);
  });

  it('accepts a landline only with the landline option', () => {
    expect(isMobile('010-12345678')).toBe(false);
    expect(isMobile('010-12345678', { landline: true })).toBe(true);
    expect(isMobile('0755-1234567', { landline: true })).toBe(false);
    expect(isMobile('755-1234567', { landline: true })).toBe(true);
    expect(isMobile('10-123456', { landline: true })).toBe(false);
  });

  it('accepts every generated valid mobile', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }),
        (second, rest) => {
          expect(isMobile(`1${second}${rest}`)).toBe(true);
        },
      ),
    );
  });
});

describe('email (spec §5)', () => {
  it('accepts letters, digits, _ and - before @ and dotted domains', () => {
    expect(isEmail('buyer_01@renxin-pharmacy.com.cn')).toBe(true);
    expect(isEmail('a@b.c')).toBe(true);
  });

  it('rejects addresses the rule does not allow', () => {
    expect(isEmail('first.last@example.com')).toBe(false);
    expect(isEmail('buyer@localhost')).toBe(false);
    expect(isEmail('@example.com')).toBe(false);
    expect(isEmail('buyer@@example.com')).toBe(false);
    expect(isEmail('buyer@example..com')).toBe(false);
  });
});

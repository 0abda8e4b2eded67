import { describe, expect, it } from 'vitest';
import { contractStanding, mayOrderUnder } from './contract-versions';

describe('which e-contract signature is in force', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  const later = now + 86_400_000;

  it('lets a company that signed the version in force order', () => {
    const standing = contractStanding({
      signedCurrent: true,
      signedAny: true,
      requiredFromMs: later,
      nowMs: now,
    });
    expect(standing).toBe('signed');
    expect(mayOrderUnder(standing)).toBe(true);
  });

  it('asks a company with an older signature to sign, and lets it order until the date the operator set', () => {
    const before = contractStanding({
      signedCurrent: false,
      signedAny: true,
      requiredFromMs: later,
      nowMs: now,
    });
    expect(before).toBe('renew');
    expect(mayOrderUnder(before)).toBe(true);
    const from = contractStanding({
      signedCurrent: false,
      signedAny: true,
      requiredFromMs: later,
      nowMs: later,
    });
    expect(from).toBe('required');
    expect(mayOrderUnder(from)).toBe(false);
  });

  it('never gives a company that signed nothing the grace period', () => {
    expect(
      contractStanding({ signedCurrent: false, signedAny: false, requiredFromMs: later, nowMs: now }),
    ).toBe('required');
  });
});

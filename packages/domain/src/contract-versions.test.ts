import { describe, expect, it } from 'vitest';
import { contractRenewalNotice, contractStanding, mayOrderUnder, renewalSignBy } from './contract-versions';

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

describe('asking for a renewal on screen', () => {
  // 2026-12-10 00:00 Beijing: the first day ordering needs the new version.
  const signBy = Date.parse('2026-12-09T16:00:00Z') / 1000;

  it('asks only while an older signature still serves, and names the Beijing day it is needed from', () => {
    expect(renewalSignBy({ signed: 0, sign_by: signBy })).toBe(signBy);
    expect(contractRenewalNotice(signBy)).toBe('新版电子合同待签署，请于 2026-12-10 前签署');
  });

  it('asks nothing once the version in force is signed, nor when the order is already refused', () => {
    expect(renewalSignBy({ signed: 1, sign_by: signBy })).toBeNull();
    expect(renewalSignBy({ signed: 0, sign_by: null })).toBeNull();
  });
});

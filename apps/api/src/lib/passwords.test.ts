import { describe, expect, it } from 'vitest';
import {
  CURRENT_SCRYPT_PARAMS,
  DUMMY_HASH,
  dummyHash,
  hashPassword,
  SCRYPT_PARAMS,
  scryptParamsFrom,
  verifyPassword,
} from './passwords';

/** The parameter fields of a stored hash. */
const paramsOf = (stored: string) => stored.split('$').slice(0, 4);

describe('password hashing', () => {
  it('stores scrypt with the OWASP parameters and a 16-byte salt, and verifies it', async () => {
    // One real hash at production cost; the rest of the suite hashes at SCRYPT_TEST_N (vitest.config.ts).
    const stored = await hashPassword('demo1234', SCRYPT_PARAMS);
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(SCRYPT_PARAMS).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
  });

  it('uses the OWASP parameters unless a test run lowers them, and refuses the test knob elsewhere', () => {
    expect(scryptParamsFrom({})).toEqual(SCRYPT_PARAMS);
    expect(scryptParamsFrom({ NODE_ENV: 'production' })).toEqual(SCRYPT_PARAMS);
    expect(scryptParamsFrom({ NODE_ENV: 'test', SCRYPT_TEST_N: '1024' })).toEqual({
      ...SCRYPT_PARAMS,
      N: 1024,
    });
    expect(() => scryptParamsFrom({ NODE_ENV: 'production', SCRYPT_TEST_N: '1024' })).toThrow(/只用于测试/);
    expect(() => scryptParamsFrom({ SCRYPT_TEST_N: '1024' })).toThrow(/只用于测试/);
    expect(() => scryptParamsFrom({ NODE_ENV: 'test', SCRYPT_TEST_N: '1000' })).toThrow(/2 的幂/);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo1234');
    expect(paramsOf(stored)).toEqual(['scrypt', String(CURRENT_SCRYPT_PARAMS.N), '8', '1']);
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain$text')).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('demo1234')).not.toBe(await hashPassword('demo1234'));
  });

  it('runs a full verification for unknown accounts, which never matches', async () => {
    // The same parameters as every account's hash, so an unknown phone takes as long as a known one.
    expect(paramsOf(DUMMY_HASH)).toEqual(paramsOf(await hashPassword('demo1234')));
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    // At production cost the check really derives a key.
    const started = performance.now();
    expect(await verifyPassword('anything', dummyHash(SCRYPT_PARAMS))).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(20);
  });
});

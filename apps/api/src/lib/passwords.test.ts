import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('stores scrypt with the OWASP parameters and a 16-byte salt', async () => {
    const stored = await hashPassword('demo1234');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(SCRYPT_PARAMS).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32);
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('demo1234');
    expect(await verifyPassword('demo1234', stored)).toBe(true);
    expect(await verifyPassword('demo12345', stored)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain$text')).toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    expect(await hashPassword('demo1234')).not.toBe(await hashPassword('demo1234'));
  });

  it('runs a full verification for unknown accounts, which never matches', async () => {
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    const started = performance.now();
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(performance.now() - started).toBeGreaterThan(20);
  });
});

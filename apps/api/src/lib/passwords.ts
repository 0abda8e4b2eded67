import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP scrypt parameters: N=2^17, r=8, p=1 (needs 128 MiB; maxmem leaves headroom). */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
const MAXMEM = 256 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem: MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url: parameters travel with the hash so they can grow. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What an unknown phone's password is checked against: the stored format with the current parameters and random
 * bytes, so the check derives a full key (as long as for a known phone: no account enumeration by timing) and
 * never matches. Random per process and never a real hash, so nothing has to be hashed at start-up.
 */
export const DUMMY_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  randomBytes(SCRYPT_PARAMS.saltLength).toString('base64url'),
  randomBytes(SCRYPT_PARAMS.keyLength).toString('base64url'),
].join('$');

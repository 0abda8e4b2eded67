import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
}

/** OWASP scrypt parameters: N=2^17, r=8, p=1 (needs 128 MiB; maxmem leaves headroom). The production cost. */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 };
const MAXMEM = 256 * 1024 * 1024;

/**
 * The cost new hashes get. Only a test run (NODE_ENV=test, which Vitest sets) may lower N through
 * SCRYPT_TEST_N: the API suite hashes and verifies hundreds of passwords (seeded accounts, logins, throttle
 * bursts), ~0.3–0.8 s each at OWASP cost on a 2-core CI machine. Anywhere else the variable is refused
 * rather than ignored, so a production server can never start with a weak cost by accident.
 */
export function scryptParamsFrom(env: NodeJS.ProcessEnv): ScryptParams {
  const raw = env.SCRYPT_TEST_N;
  if (raw === undefined || raw === '') return SCRYPT_PARAMS;
  if (env.NODE_ENV !== 'test') throw new Error('环境变量 SCRYPT_TEST_N 只用于测试 (NODE_ENV=test)');
  const N = Number(raw);
  if (!Number.isInteger(N) || N < 2 || (N & (N - 1)) !== 0)
    throw new Error(`环境变量 SCRYPT_TEST_N 必须是大于 1 的 2 的幂 (got "${raw}")`);
  return { ...SCRYPT_PARAMS, N };
}

/** Read once per process; a hash carries its own parameters, so verifying never depends on this. */
export const CURRENT_SCRYPT_PARAMS = scryptParamsFrom(process.env);

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
export async function hashPassword(password: string, params = CURRENT_SCRYPT_PARAMS): Promise<string> {
  const { N, r, p, keyLength, saltLength } = params;
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
 * A never-matching hash in the stored format with `params` and random bytes: checking a password against it
 * derives a full key, as long as for a real hash with the same parameters.
 */
export function dummyHash(params: ScryptParams): string {
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    randomBytes(params.saltLength).toString('base64url'),
    randomBytes(params.keyLength).toString('base64url'),
  ].join('$');
}

/**
 * What an unknown phone's password is checked against: the current parameters (those of every account's
 * hash), so the check takes as long as for a known phone (no account enumeration by timing). Random per
 * process and never a real hash, so nothing has to be hashed at start-up.
 */
export const DUMMY_HASH = dummyHash(CURRENT_SCRYPT_PARAMS);

import { generateSecret, generateURI, verify } from 'otplib';

/*
 * The second factor of the roles that move money (domain SECOND_FACTOR_ROLES): RFC 6238 TOTP, six digits, 30 s,
 * as every authenticator app reads it. otplib (MIT, TypeScript, maintained since 2014, ~5 M downloads a week)
 * rather than our own HMAC code: the time-step window, constant-time comparison and secret-length guardrails are
 * its tested job.
 */

const ISSUER = '药采运营后台';

/** A new 160-bit secret, base32 (what an authenticator app takes). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app scans (or the operator types the secret). */
export function totpUri(username: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: username, secret });
}

/**
 * The time step `code` is good for, or null. One step either side is accepted (a phone's clock drifts); steps at
 * or before `lastStep` are not, so a code that was used once (or an older one) cannot be replayed.
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number,
): Promise<number | null> {
  try {
    const result = await verify({ secret, token: code, epochTolerance: 30, afterTimeStep: lastStep });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed stored secret or a step bound out of range: no code is good.
    return null;
  }
}

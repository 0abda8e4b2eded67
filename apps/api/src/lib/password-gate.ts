import pLimit from 'p-limit';
import { loginBusy } from './errors';
import { hashPassword, verifyPassword } from './passwords';

export interface PasswordGate {
  /**
   * Runs one login's `work` if a place is free (else throws 429 at once, before any database work). The work
   * checks its password through `verify` (and a new password is hashed through `hash`), each waiting for one of
   * the hashing slots.
   */
  admit<T>(
    work: (
      verify: (password: string, stored: string) => Promise<boolean>,
      hash: (password: string) => Promise<string>,
    ) => Promise<T>,
  ): Promise<T>;
  /** Passwords checked so far (for tests: an unknown phone is checked like a known one). */
  readonly checked: number;
}

/**
 * Bounds what logins cost the process. scrypt at OWASP cost takes 128 MiB and a libuv threadpool thread (the
 * pool fs and dns share) for a few hundred ms, so unbounded parallel logins starve static files, the event loop
 * and the database pool (whose connections then time out authenticating). At most `concurrency` hashes run at
 * once; at most `queueLength` more logins wait; any further one is refused immediately. p-limit keeps the
 * waiting order; admission is counted here, synchronously, so a burst cannot overshoot the bound.
 */
export function createPasswordGate(concurrency: number, queueLength: number): PasswordGate {
  const limit = pLimit(concurrency);
  let inFlight = 0;
  let checked = 0;
  const verify = (password: string, stored: string) =>
    limit(() => {
      checked++;
      return verifyPassword(password, stored);
    });
  // Registration and password changes cost a hash as a login does, so they share the slots and the queue.
  const hash = (password: string) => limit(() => hashPassword(password));
  return {
    async admit(work) {
      if (inFlight >= concurrency + queueLength) throw loginBusy();
      inFlight++;
      try {
        return await work(verify, hash);
      } finally {
        inFlight--;
      }
    },
    get checked() {
      return checked;
    },
  };
}

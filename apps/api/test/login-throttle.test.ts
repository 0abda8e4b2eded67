import { Messages } from '@yaocai/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/** Attempts from many parallel requests hash several at a time; a burst takes seconds at OWASP cost. */
const BURST_TIMEOUT_MS = 180_000;

let t: TestApp;
let browser: Browser;
beforeAll(async () => {
  // A queue long enough for every burst below, so what is refused here is refused by the throttle.
  t = await build({ passwordHashConcurrency: 2, loginQueueLength: 100 });
  browser = new Browser(t.app);
  await browser.fetchCsrf();
});
afterAll(async () => t.close());

/** One login as a parallel request of its own (the same CSRF cookie and token), from `ip`. */
function login(phone: string, password: string, ip: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    headers: { 'x-csrf-token': browser.csrfToken },
    cookies: Object.fromEntries(browser.cookies),
    payload: { phone, password },
  });
}

/** How many answers were a checked password (422) and how many a throttle refusal (429, throttle message). */
function tally(responses: LightMyRequestResponse[]) {
  const checked = responses.filter((r) => r.statusCode === 422).length;
  const throttled = responses.filter(
    (r) => r.statusCode === 429 && r.json().message === Messages.tooManyLogins,
  ).length;
  return { checked, throttled, other: responses.length - checked - throttled };
}

describe('the login throttle under parallel attempts', () => {
  it(
    'checks at most 5 of 30 parallel wrong passwords for one account',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 30 }, () => login('13900139000', 'wrong-password', '198.51.100.1')),
      );
      expect(tally(responses)).toEqual({ checked: 5, throttled: 25, other: 0 });
      // The lock holds for the right password too.
      expect((await login('13900139000', 'demo1234', '198.51.100.2')).statusCode).toBe(429);
    },
    BURST_TIMEOUT_MS,
  );

  it(
    'checks at most 50 of 60 parallel attempts from one IP',
    async () => {
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login(`1370000${String(i).padStart(4, '0')}`, 'x', '198.51.100.9'),
        ),
      );
      expect(tally(responses)).toEqual({ checked: 50, throttled: 10, other: 0 });
    },
    BURST_TIMEOUT_MS,
  );
});

describe('password hashing is bounded', () => {
  it('hashes for an unknown phone as for a known one, so timing does not tell them apart', async () => {
    const before = t.app.passwordGate.checked;
    expect((await login('13811112222', 'demo1234', '198.51.100.20')).statusCode).toBe(422);
    expect(t.app.passwordGate.checked).toBe(before + 1);
    expect((await login('13800138000', 'wrong-password', '198.51.100.20')).statusCode).toBe(422);
    expect(t.app.passwordGate.checked).toBe(before + 2);
  });

  it(
    'refuses logins beyond the queue at once with a 429 envelope, and checks only what it admitted',
    async () => {
      const small = await build({ passwordHashConcurrency: 1, loginQueueLength: 1 });
      try {
        const client = new Browser(small.app);
        await client.fetchCsrf();
        const before = small.app.passwordGate.checked;
        const responses = await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            small.app.inject({
              method: 'POST',
              url: '/api/user/login',
              remoteAddress: `198.51.100.${100 + i}`,
              headers: { 'x-csrf-token': client.csrfToken },
              cookies: Object.fromEntries(client.cookies),
              payload: { phone: `1360000${String(i).padStart(4, '0')}`, password: 'x' },
            }),
          ),
        );
        const busy = responses.filter((r) => r.statusCode === 429);
        expect(busy.length).toBe(8);
        for (const response of busy) {
          expect(response.json()).toEqual({ status: 429, message: Messages.loginBusy, data: null });
        }
        expect(small.app.passwordGate.checked - before).toBe(2);
      } finally {
        await small.close();
      }
    },
    BURST_TIMEOUT_MS,
  );
});

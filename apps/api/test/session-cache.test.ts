import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSessionId } from '../src/lib/session-store';
import { Browser } from './browser';
import { build, type TestApp } from './helper';

/*
 * The session memo (lib/session-store.ts, docs/scaling.md "Sessions"): a signed-in request may be answered from a
 * session read at most `sessionCacheMs` before. A revocation made elsewhere (another instance's logout, an
 * operator, `ops`) — here an UPDATE straight in PostgreSQL — is refused once the bound has passed; logout in this
 * process is refused at once. The clock is faked (Date only; PostgreSQL and the timers run for real), so nothing
 * here waits or depends on the machine's speed.
 */

const BOUND_MS = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await build({ sessionCacheMs: BOUND_MS });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function signedIn(): Promise<Browser> {
  const browser = new Browser(t.app);
  expect((await browser.login('13800138000', 'demo1234')).statusCode).toBe(200);
  return browser;
}

/** A second browser holding the same cookies (the session id an attacker or another tab kept). */
function copyOf(browser: Browser): Browser {
  const copy = new Browser(t.app);
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  copy.csrfToken = browser.csrfToken;
  return copy;
}

const base = async (browser: Browser) => (await browser.request('GET', '/api/user/base')).statusCode;

describe('given a buyer signed in with the session memo on', () => {
  it('a session revoked elsewhere is refused once the bound has passed, and not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const buyer = await signedIn();
    expect(await base(buyer)).toBe(200);
    const id = buyer.cookies.get('yc_session') as string;
    // Another instance's logout: only PostgreSQL knows.
    await t.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE id_hash = ${hashSessionId(id)}`,
    );
    vi.setSystemTime(Date.now() + BOUND_MS - 1_000);
    expect(await base(buyer)).toBe(200);
    vi.setSystemTime(Date.now() + 1_001);
    expect(await base(buyer)).toBe(401);
  });

  it('logout in this process refuses the old cookie at once', async () => {
    const buyer = await signedIn();
    const kept = copyOf(buyer);
    expect(await base(kept)).toBe(200);
    expect((await buyer.request('DELETE', '/api/user/logout')).statusCode).toBe(200);
    expect(await base(kept)).toBe(401);
  });

  it('signing in again in this process refuses the session it replaced at once', async () => {
    const buyer = await signedIn();
    const kept = copyOf(buyer);
    expect(await base(kept)).toBe(200);
    expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
    expect(await base(kept)).toBe(401);
    expect(await base(buyer)).toBe(200);
  });
});

describe('given the session memo off (the default outside production)', () => {
  it('a session revoked in PostgreSQL is refused on the next request', async () => {
    const off = await build({ sessionCacheMs: 0 });
    try {
      const buyer = new Browser(off.app);
      expect((await buyer.login('13800138000', 'demo1234')).statusCode).toBe(200);
      expect((await buyer.request('GET', '/api/user/base')).statusCode).toBe(200);
      const id = buyer.cookies.get('yc_session') as string;
      await off.database.db.execute(
        sql`UPDATE sessions SET revoked_at = now() WHERE id_hash = ${hashSessionId(id)}`,
      );
      expect((await buyer.request('GET', '/api/user/base')).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

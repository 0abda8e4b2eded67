// `GET /` latency while 200 logins arrive at once, against the same server idle, in one run on the built API
// (apps/api/dist/server.js, fresh temp DATA_DIR, loopback only). Password hashing (scrypt, 128 MiB, a libuv
// threadpool thread each) is bounded by the server; this shows whether the home page stays responsive meanwhile.
import { CONNECTIONS, startBuiltApi } from './load';

const BURST = 200;
const IDLE_MS = 5_000;
/** A request not answered by then counts as failed; keeps the run bounded whatever the server does. */
const REQUEST_TIMEOUT_MS = 120_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** Latencies of `GET url` from CONNECTIONS sequential loops, until `until` settles. */
async function sample(
  url: string,
  until: Promise<unknown>,
): Promise<{ latencies: number[]; failed: number }> {
  let done = false;
  const finish = () => {
    done = true;
  };
  until.then(finish, finish);
  const latencies: number[] = [];
  let failed = 0;
  const loop = async () => {
    while (!done) {
      const started = performance.now();
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
        await response.arrayBuffer();
        if (!response.ok) failed++;
      } catch {
        failed++;
      }
      // A request cut off at the timeout still counts, with the time it was kept waiting.
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

function row(label: string, { latencies, failed }: { latencies: number[]; failed: number }, seconds: number) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  console.log(
    `  ${label.padEnd(34)} p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}` +
      `  max ${ms(latencies.at(-1) ?? Number.NaN)}  ${String(latencies.length).padStart(6)} requests in ${seconds.toFixed(1)} s` +
      (failed ? `  (failed ${failed})` : ''),
  );
}

/** The CSRF cookie and token the web app would hold; every login of the burst reuses them. */
async function csrf(api: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${api}/api/csrf`);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, token };
}

/** BURST logins of the demo buyer at once (the right password: the throttle never refuses them). */
async function loginBurst(api: string): Promise<Map<string, number>> {
  const { cookie, token } = await csrf(api);
  const outcomes = new Map<string, number>();
  await Promise.all(
    Array.from({ length: BURST }, async () => {
      let outcome: string;
      try {
        const response = await fetch(`${api}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
          body: JSON.stringify({ phone: '13800138000', password: 'demo1234' }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const body = (await response.json()) as { message: string };
        outcome = `${response.status} ${response.status === 200 ? 'signed in' : body.message}`;
      } catch (error) {
        outcome = `no answer (${(error as Error).name})`;
      }
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }),
  );
  return outcomes;
}

const { api, close } = await startBuiltApi('login');
try {
  if (!(await fetch(`${api}/`)).ok) throw new Error('GET / is not the web app: build apps/web first');
  console.log(`GET / (the web app's index.html), ${CONNECTIONS} connections`);
  const idleStarted = performance.now();
  const idle = await sample(`${api}/`, new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
  row('idle', idle, (performance.now() - idleStarted) / 1000);

  const burstStarted = performance.now();
  let burstSeconds = 0;
  const burst = loginBurst(api).then((outcomes) => {
    burstSeconds = (performance.now() - burstStarted) / 1000;
    return outcomes;
  });
  const during = await sample(`${api}/`, burst);
  row(`during ${BURST} parallel logins`, during, (performance.now() - burstStarted) / 1000);
  const outcomes = [...(await burst)].map(([outcome, n]) => `${n} × ${outcome}`).join(', ');
  console.log(`  the ${BURST} logins, all answered after ${burstSeconds.toFixed(1)} s: ${outcomes}`);
} finally {
  await close();
}

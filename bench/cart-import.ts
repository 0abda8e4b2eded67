// Purchase-list matching (issue #23 §1): a 1,000-row list uploaded to `POST /api/cart/import` (one statement
// matches every row), against the same rows searched one by one through `GET /api/goods/search` — what a client
// without the import would do — sequentially and 10 at a time, in one run on the built API (apps/api/dist/server.js,
// `SEED_GOODS=300`, fresh temp DATA_DIR, loopback, NODE_ENV=production). Rows are made from the catalogue's own
// listings with the noise of real lists (spaces, full-width specs, barcodes on a fifth of them, a tenth not in the
// catalogue). Prints wall times (median of RUNS) and the load average before and after.
import { loadavg } from 'node:os';
import { type Signed, signIn, startBuiltApi } from './load';

const ROWS = Number(process.env.ROWS ?? 1000);
const RUNS = Number(process.env.RUNS ?? 3);

interface Listed {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  barcode?: string;
}

const fullWidth = (text: string) =>
  text.replace(/[0-9A-Za-z*.]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));

function listOf(goods: Listed[]): { csv: string; names: string[] } {
  const lines = ['通用名,规格,生产厂家,条码,数量'];
  const names: string[] = [];
  for (let index = 0; index < ROWS; index++) {
    const g = goods[(index * 7) % goods.length] as Listed;
    const absent = index % 10 === 9;
    const name = absent ? `未上架品种${index}号片` : index % 3 === 0 ? ` ${g.name} ` : g.name;
    const spec = index % 4 === 0 ? fullWidth(g.ypgg) : g.ypgg;
    const barcode = index % 5 === 0 && g.barcode ? g.barcode : '';
    lines.push([name, spec, g.sccj, barcode, String(10 + (index % 5) * 10)].join(','));
    names.push(name.trim());
  }
  return { csv: lines.join('\r\n'), names };
}

async function upload(api: string, signed: Signed, csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'list.csv');
  const response = await fetch(`${api}/api/cart/import`, {
    method: 'POST',
    headers: { cookie: signed.cookie, 'x-csrf-token': signed.token },
    body: form,
  });
  const json = (await response.json()) as { data: { counts: Record<string, number> }; message: string };
  if (!response.ok) throw new Error(`import: HTTP ${response.status} ${json.message}`);
  return json.data.counts;
}

async function searchAll(api: string, signed: Signed, names: string[], concurrency: number) {
  let next = 0;
  let found = 0;
  const worker = async () => {
    while (next < names.length) {
      const keywords = names[next++] as string;
      const response = await fetch(
        `${api}/api/goods/search?keywords=${encodeURIComponent(keywords)}&per_page=5`,
        {
          headers: { cookie: signed.cookie },
        },
      );
      const json = (await response.json()) as { data: { total: number } };
      if (json.data.total > 0) found += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return found;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const { api, close } = await startBuiltApi('import');
try {
  const signed = await signIn(api);
  const page = await fetch(`${api}/api/goods/list?per_page=100`, { headers: { cookie: signed.cookie } });
  const goods = ((await page.json()) as { data: { list: Listed[] } }).data.list;
  const { csv, names } = listOf(goods);
  console.log(
    `purchase list of ${ROWS} rows (${(csv.length / 1024).toFixed(0)} KiB CSV), ${RUNS} runs, load average ${load()}`,
  );
  const imports: number[] = [];
  const sequential: number[] = [];
  const parallel: number[] = [];
  let counts: Record<string, number> = {};
  let found = 0;
  for (let run = 0; run < RUNS; run++) {
    const imported = await timed(() => upload(api, signed, csv));
    imports.push(imported.ms);
    counts = imported.value;
    const one = await timed(() => searchAll(api, signed, names, 1));
    sequential.push(one.ms);
    found = one.value;
    parallel.push((await timed(() => searchAll(api, signed, names, 10))).ms);
  }
  const row = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(52)} ${(median(values) / 1000).toFixed(2).padStart(7)} s  (runs: ${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`,
    );
  row('POST /api/cart/import (parse + match + store)', imports);
  row('GET /api/goods/search row by row, sequential', sequential);
  row('GET /api/goods/search row by row, 10 at a time', parallel);
  console.log(
    `  import: ${counts.matched} matched, ${counts.ambiguous} ambiguous, ${counts.none} none; search: ${found} rows found something (no choice made)`,
  );
  console.log(`  load average after: ${load()}`);
} finally {
  await close();
}

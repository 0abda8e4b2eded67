// `pnpm bench`: every benchmark in turn. Each prints its figures next to a baseline measured in the same run.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const benches = [
  'bundle.ts',
  'lighthouse.ts',
  'pictures.ts',
  'page-pictures.ts',
  'search.ts',
  'login.ts',
  'pricing.ts',
  'cart-list.ts',
  'orders.ts',
  'rush.ts',
  'detail.ts',
  'cart-import.ts',
];
for (const file of benches) {
  console.log(`\n== ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, file)], { stdio: 'inherit' });
}

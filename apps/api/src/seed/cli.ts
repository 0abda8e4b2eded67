import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { seed } from './seed';

/** `pnpm --filter @yaocai/api seed`: (re)seeds base data and SEED_GOODS products; upserts, never duplicates. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, (message) => console.log(`[seed] ${message}`));
  try {
    const report = await seed(database.db, config.seedGoods);
    console.log(
      `[seed] ${report.goods} goods: generate ${report.generateMs} ms, insert ${report.insertMs} ms (incl. pinyin)`,
    );
  } finally {
    await database.shutdown();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});

import type { AccountManager } from '@yaocai/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accountManagers } from '../db/schema/index';

/** The platform's default account manager, shown to visitors and to buyers without a dedicated one. */
export async function defaultManager(db: Db): Promise<AccountManager> {
  const [row] = await db
    .select()
    .from(accountManagers)
    .where(eq(accountManagers.isDefault, true))
    .orderBy(asc(accountManagers.id))
    .limit(1);
  return { name: row?.name ?? '', phone: row?.phone ?? '', is_default: 1 };
}

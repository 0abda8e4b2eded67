import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  accountManagers,
  adPositions,
  adverts,
  companies,
  hotWords,
  messages,
  navItems,
  siteSettings,
  users,
} from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { type PictureSet, pictureSet, storePictures } from '../pictures';
import { seedArticles } from './articles';
import {
  adPositionRows,
  advertRows,
  bannerSvg,
  companyRows,
  DEMO_PASSWORD,
  demoMessages,
  demoUsers,
  hotWordRows,
  managers,
  navRows,
  siteQrSvgs,
  siteSettingRows,
} from './base-data';

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/** Accounts, companies and managers; upserts by natural key, so re-running changes nothing. */
export async function seedPeople(tx: Executor): Promise<void> {
  await tx
    .insert(accountManagers)
    .values(managers)
    .onConflictDoUpdate({
      target: accountManagers.phone,
      set: { name: excluded('name'), isDefault: excluded('is_default') },
    });
  await tx
    .insert(companies)
    .values(companyRows)
    .onConflictDoUpdate({
      target: companies.name,
      set: {
        qualificationPassed: excluded('qualification_passed'),
        contractSigned: excluded('contract_signed'),
        region: excluded('region'),
        address: excluded('address'),
      },
    });
  const companyIds = new Map((await tx.select().from(companies)).map((row) => [row.name, row.id]));
  const managerIds = new Map((await tx.select().from(accountManagers)).map((row) => [row.phone, row.id]));
  for (const demo of demoUsers) {
    const row = {
      phone: demo.phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      name: demo.name,
      username: demo.username,
      companyId: companyIds.get(demo.company) ?? null,
      managerId: demo.managerPhone ? (managerIds.get(demo.managerPhone) ?? null) : null,
      isCanChat: demo.isCanChat,
      rank: demo.rank,
      // Points move only through their ledger: seed/draw.ts posts the demo points as an opening entry.
      isShowYoux: demo.isShowYoux,
    };
    const { phone, ...update } = row;
    const [user] = await tx
      .insert(users)
      .values(row)
      .onConflictDoUpdate({ target: users.phone, set: update })
      .returning({ id: users.id });
    if (!user || demo.phone !== '13800138000') continue;
    for (const message of demoMessages) {
      const [existing] = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.userId, user.id), eq(messages.title, message.title)));
      if (!existing) await tx.insert(messages).values({ userId: user.id, ...message });
    }
  }
}

/** The seeded adverts, their banners' drawings gathered in `banners`. */
const advertValues = (banners: PictureSet) =>
  advertRows.map(({ colour, size, ...row }) => ({
    ...row,
    image: banners.url(bannerSvg(row.title, colour, size)),
  }));

/** Navigation, adverts, help, hot words and site settings; upserts by natural key. */
export async function seedContent(tx: Executor): Promise<void> {
  await storePictures(tx, Object.values(siteQrSvgs));
  for (const [key, value] of Object.entries(siteSettingRows)) {
    await tx
      .insert(siteSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  }
  for (const [index, nav] of navRows.entries()) {
    const upsertNav = async (
      item: { code: string; name: string; url: string },
      sort: number,
      parentId: number | null,
    ) => {
      const row = { ...item, sort, parentId, isOpen: 0 };
      const [saved] = await tx
        .insert(navItems)
        .values(row)
        .onConflictDoUpdate({ target: navItems.code, set: row })
        .returning({ id: navItems.id });
      return saved?.id ?? null;
    };
    const parentId = await upsertNav(nav, index, null);
    for (const [childIndex, child] of nav.children.entries()) await upsertNav(child, childIndex, parentId);
  }
  await tx
    .insert(adPositions)
    .values(adPositionRows)
    .onConflictDoUpdate({ target: adPositions.id, set: { code: excluded('code'), name: excluded('name') } });
  const banners = pictureSet();
  await tx
    .insert(adverts)
    .values(advertValues(banners))
    .onConflictDoUpdate({
      target: [adverts.positionId, adverts.title],
      set: { image: excluded('image'), url: excluded('url'), sort: excluded('sort') },
    });
  await banners.save(tx);
  await tx
    .insert(hotWords)
    .values(hotWordRows.map((row, sort) => ({ ...row, sort })))
    .onConflictDoUpdate({
      target: hotWords.word,
      set: { pinned: excluded('pinned'), sort: excluded('sort') },
    });
}

/**
 * A database seeded before the articles, friendly links and zone adverts existed gets them (and nothing
 * else) on its next start; what an operator already has is left alone.
 */
export async function topUpContent(tx: Executor): Promise<void> {
  await tx.insert(adPositions).values(adPositionRows).onConflictDoNothing();
  const banners = pictureSet();
  await tx.insert(adverts).values(advertValues(banners)).onConflictDoNothing();
  await banners.save(tx);
  await tx
    .insert(siteSettings)
    .values({ key: 'friend_links', value: siteSettingRows.friend_links })
    .onConflictDoNothing();
  await seedArticles(tx, { overwrite: false });
}

import { DEFAULT_AFTER_SALE_DAYS, DEFAULT_HM_RECEIPT_DAYS, licence, linkItem } from '@yaocai/domain';
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { siteSettings } from '../db/schema/index';

/** Operator settings as stored in site_settings; a missing or malformed key falls back to a safe default. */
export const settingSchemas = {
  hot_line: z.string().catch(''),
  qq1: z.string().catch(''),
  qq2: z.string().catch(''),
  licences: z.array(licence).catch([]),
  app_qr: z.string().catch(''),
  wechat_qr: z.string().catch(''),
  chat_url: z.string().catch(''),
  tech_support: linkItem.catch({ url: '' }),
  friend_links: z.array(z.object({ name: z.string(), url: z.string() })).catch([]),
  // Cart shipping (spec §3 shipping_data), integer fen. The defaults are the seed's: ¥10.00 below ¥800.00.
  shipping_fee_fen: z.number().int().nonnegative().catch(1000),
  free_shipping_from_fen: z.number().int().nonnegative().catch(80000),
  // The platform's own account that bank transfers (对公转账) go to. The default is the demo platform's; an
  // operator sets the real one in site_settings before taking money.
  transfer_payee: z
    .object({ name: z.string().min(1), bank: z.string().min(1), account: z.string().min(1) })
    .catch({
      name: '药采医药有限公司',
      bank: '中国工商银行北京中关村支行',
      account: '0200 0049 1920 0168 835',
    }),
  // The platform as the supplier on delivery notes and the order export: its name and 药品经营许可证 number.
  supplier_name: z.string().catch(''),
  supplier_licence: z.string().catch(''),
  // Days after receipt (completion) a buyer may still ask for after-sales (docs/after-sales.md).
  after_sale_days: z.number().int().min(0).max(365).catch(DEFAULT_AFTER_SALE_DAYS),
  // Days after shipping a 含麻 receipt may stay unconfirmed before it blocks new 含麻 orders (docs/regulatory.md).
  hm_receipt_days: z.number().int().min(1).max(90).catch(DEFAULT_HM_RECEIPT_DAYS),
};
export type SettingKey = keyof typeof settingSchemas;
export type SiteSettings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> };

export async function readSettings<K extends SettingKey>(
  db: Executor,
  keys: K[],
): Promise<Pick<SiteSettings, K>> {
  // The value is read as its JSON text and parsed once here. Read as jsonb, node-postgres parses it and Drizzle's
  // jsonb column then JSON.parses any string again: the stored string "800012345" (a QQ number) came back as the
  // number 800012345, which the schema below blanked, so every buyer's toolbar lost its QQ links (issue #20 §6).
  const rows = await db
    .select({ key: siteSettings.key, json: sql<string>`${siteSettings.value}::text` })
    .from(siteSettings)
    .where(inArray(siteSettings.key, keys));
  return settingsFrom(keys, rows);
}

/** `keys` parsed from their stored JSON texts (rows read elsewhere, the cart's snapshot); defaults where missing. */
export function settingsFrom<K extends SettingKey>(
  keys: K[],
  rows: readonly { key: string; json: string }[],
): Pick<SiteSettings, K> {
  const byKey = new Map(rows.map((row) => [row.key, JSON.parse(row.json) as unknown]));
  const result: Partial<SiteSettings> = {};
  for (const key of keys) {
    Object.assign(result, { [key]: settingSchemas[key].parse(byKey.get(key)) });
  }
  return result as Pick<SiteSettings, K>;
}

/** Stores one setting (an operator's change); the value must pass the setting's schema. */
export async function writeSetting<K extends SettingKey>(tx: Executor, key: K, value: SiteSettings[K]) {
  const json = JSON.stringify(value);
  await tx
    .insert(siteSettings)
    .values({ key, value: sql`${json}::jsonb` })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`${json}::jsonb` } });
}

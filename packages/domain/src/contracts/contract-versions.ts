import { z } from 'zod';
import { multiLineText, oneLineText } from './common';

/*
 * The e-contract's versions in the console (issue #26 §2, docs/console.md "电子合同版本"): the versions published,
 * how many companies signed each, and publishing a new one with the date from which ordering needs it.
 */

export const contractStandingWire = z.enum(['signed', 'renew', 'required']);

/** One published version (the built-in first text has published_by ''). */
export const contractVersionRow = z.object({
  version: z.string(),
  title: z.string(),
  /** ISO 8601: from then on an order needs this version signed. */
  required_from: z.string(),
  /** ISO 8601; null for the built-in first text. */
  published_at: z.string().nullable(),
  published_by: z.string(),
  /** Companies that signed this version. */
  signed_companies: z.number().int(),
});
export type ContractVersionRow = z.infer<typeof contractVersionRow>;

/** GET /api/console/contract: newest first; the first is in force, with its text. */
export const consoleContractVersions = z.object({
  current: contractVersionRow.extend({ body: z.string() }),
  list: z.array(contractVersionRow),
});
export type ConsoleContractVersions = z.infer<typeof consoleContractVersions>;

/** POST /api/console/contract — a new version; `required_from` a Beijing date, today at the earliest. */
export const contractPublishBody = z.strictObject({
  version: oneLineText('版本号')
    .min(1, { error: '请填写版本号' })
    .max(20, { error: '版本号最多20个字符' })
    .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, { error: '版本号只能包含字母、数字、点、横线和下划线' }),
  title: oneLineText('合同标题')
    .min(2, { error: '合同标题至少2个字' })
    .max(50, { error: '合同标题最多50字' }),
  body: multiLineText('合同正文')
    .min(50, { error: '合同正文至少50字' })
    .max(20000, { error: '合同正文最多20000字' }),
  required_from: z.iso.date({ error: '签署截止日期格式应为 YYYY-MM-DD' }),
});
export type ContractPublishBody = z.infer<typeof contractPublishBody>;

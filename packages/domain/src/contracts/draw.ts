import { z } from 'zod';
import { flag, idParam, intParam, PAGE_MAX, pageOf } from './common';

/*
 * The prize draw (issue #11, spec §3 "Draw", §7 "Draw"). The spec fixes the paths and `data.result {name,
 * remarks}`; everything else here is ours (docs/draw.md). Drawing changes state although the spec calls it with
 * GET, so GET /api/draw needs a session and the CSRF token as a header (docs/draw.md says why).
 */

/** What a prize is: points land on the points ledger, coupons in the buyer's coupons, gifts are fulfilled by
 * an operator (`ops draw-fulfil`), `none` is 谢谢参与. */
export const prizeKind = z.enum(['points', 'coupon', 'gift', 'none']);
export type PrizeKind = z.infer<typeof prizeKind>;

/** A physical gift's fulfilment: recorded when won, shipped by an operator. '' for the other kinds. */
export const prizeFulfilment = z.enum(['', 'pending', 'shipped']);
export type PrizeFulfilment = z.infer<typeof prizeFulfilment>;

/** `?id=` of GET /api/draw, /api/draw/new_record; `{id}` of /api/draw/{id}/activity. */
export const drawIdQuery = z.strictObject({ id: idParam('抽奖活动') });
export const drawIdParams = z.strictObject({ id: idParam('抽奖活动') });

/** GET /api/draw/simple: the current draw for this buyer (spec §3). `id` 0 when no draw is running;
 * `is_join` 1 when the buyer has no chance left today (the popup shows only when it is 0, spec §4). */
export const drawSimple = z.object({
  id: z.number().int(),
  is_join: flag,
  /** Chances left now (0 when is_join is 1). */
  chances: z.number().int(),
});
export type DrawSimple = z.infer<typeof drawSimple>;

/** GET /api/draw?id=: the server picks the prize (spec §3: `result` with name and remarks). */
export const drawResult = z.object({
  /** This draw's record id (GET /api/draw/record lists it). */
  record_id: z.number().int(),
  result: z.object({ name: z.string(), remarks: z.string() }),
  kind: prizeKind,
  /** Chances left after this draw. */
  chances: z.number().int(),
});
export type DrawResult = z.infer<typeof drawResult>;

/** GET /api/draw/new_record?id=: the latest winners (no 谢谢参与), phone masked 138****8000. */
export const drawWinner = z.object({ phone: z.string(), prize: z.string(), time: z.number().int() });
export const drawWinners = z.array(drawWinner);
export type DrawWinner = z.infer<typeof drawWinner>;

/** GET /api/draw/{id}/activity: name and remarks (spec §7), with the rules, the period and the prizes. */
export const drawActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  remarks: z.string(),
  /** The rules as lines of text, in order. */
  rules: z.array(z.string()),
  /** Unix seconds. */
  start_time: z.number().int(),
  end_time: z.number().int(),
  prizes: z.array(z.object({ id: z.number().int(), name: z.string(), kind: prizeKind, image: z.string() })),
});
export type DrawActivity = z.infer<typeof drawActivity>;

/** GET /api/draw/record?page=: this buyer's draws, newest first. */
export const drawRecordQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页数量', { min: 1, max: 100, tooBig: '每页数量最多100' }).default(20),
});
export const drawRecord = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  prize: z.string(),
  remarks: z.string(),
  kind: prizeKind,
  fulfilment: prizeFulfilment,
  /** Unix seconds. */
  time: z.number().int(),
});
export type DrawRecord = z.infer<typeof drawRecord>;
/** GET /api/draw/record: `data: { list, total, page, per_page }` like the other paged lists. */
export const drawRecordPage = pageOf(drawRecord);
export type DrawRecordPage = z.infer<typeof drawRecordPage>;

/** GET /api/draw/ads: the running draw's banners (image, url: the spec's advert shape). */
export const drawAds = z.array(z.object({ image: z.string(), url: z.string() }));
export type DrawAds = z.infer<typeof drawAds>;

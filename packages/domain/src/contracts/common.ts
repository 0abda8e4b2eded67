import { z } from 'zod';
import { isYuanInput } from '../money';

/** Every `/api` response body (DESIGN.md "API contract"). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export type Envelope<T> = { status: number; message: string; data: T };

/** 422 body: `data.errors` maps a field to its Chinese messages. */
export const validationErrorData = z.object({ errors: z.record(z.string(), z.array(z.string())) });
export type FieldErrors = Record<string, string[]>;

/** A yuan amount on the wire: two decimals, e.g. "12.50". */
export const yuanString = z.string().regex(/^-?\d+\.\d{2}$/, { error: '金额格式应为两位小数' });

/** 0/1 flags as the spec's wire fields use them. */
/** An amount typed by an operator in yuan ("12", "12.5", "12.50"): up to 7 whole digits, checked by money.ts. */
export const yuanInput = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .refine((text) => isYuanInput(text), { error: `${label}格式不正确` });

export const flag = z.union([z.literal(0), z.literal(1)]);

/** The largest value of a PostgreSQL `integer` (int4) column: every id here is one. */
export const INT4_MAX = 2_147_483_647;
/** Deep pages only cost the database an ever longer OFFSET; no list of ours has this many. */
export const PAGE_MAX = 10_000;

const UNSIGNED_DIGITS = /^\d+$/;
const SIGNED_DIGITS = /^-?\d+$/;

export interface IntParamOptions {
  /** @default 0 */
  min?: number;
  /** @default INT4_MAX */
  max?: number;
  /** Message below `min` (default `{label}最小为{min}`). */
  tooSmall?: string;
  /** Message above `max` (default `{label}最大为{max}`). */
  tooBig?: string;
}

/**
 * Query, path and form values arrive as strings, JSON bodies as numbers. Only decimal digits (a leading minus
 * where `min` allows negatives) become a number: `Number()` and `z.coerce` would also read `0x10`, `1e1`, `+2`,
 * ' 2' and '' (as 0), and `[[17]]` (as 17). Anything else reaches `z.number()` unchanged and is refused.
 */
function decimalInteger(value: unknown, signed: boolean): unknown {
  if (typeof value !== 'string') return value;
  return (signed ? SIGNED_DIGITS : UNSIGNED_DIGITS).test(value) ? Number(value) : value;
}

/**
 * An integer parameter, bounded to its column's range so that no value reaches PostgreSQL that it would
 * refuse with an error (a 500): int4 by default.
 */
export const intParam = (
  label: string,
  { min = 0, max = INT4_MAX, tooSmall, tooBig }: IntParamOptions = {},
) =>
  z.preprocess(
    (value) => decimalInteger(value, min < 0),
    z
      .number({ error: `${label}必须是整数` })
      .int({ error: `${label}必须是整数` })
      .min(min, { error: tooSmall ?? `${label}最小为${min}` })
      .max(max, { error: tooBig ?? `${label}最大为${max}` }),
  );

/** A row id (1..int4 max): any other number names no row, so it reads as `{label}不存在`. */
export const idParam = (label: string) =>
  intParam(label, { min: 1, max: INT4_MAX, tooSmall: `${label}不存在`, tooBig: `${label}不存在` });

/** A 0/1 switch given as a parameter. */
export const flagParam = (label: string) =>
  z.preprocess(
    (value) => decimalInteger(value, false),
    z.union([z.literal(0), z.literal(1)], { error: `${label}只能是0或1` }),
  );

/** Cc: C0 controls (NUL, ESC, tab, CR, LF…), DEL and C1 controls. PostgreSQL cannot store NUL at all. */
export const CONTROL_CHARACTER = /\p{Cc}/u;
/** Cc other than the line feed: what a multi-line field refuses. */
const CONTROL_EXCEPT_LF = /[^\P{Cc}\n]/u;

const textType = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? `请输入${label}` : `${label}必须是文字`) });

/**
 * One line of text typed by a person (a name, an address line, keywords, a reason): trimmed, and no control
 * character inside — no NUL, ESC, DEL, C1, tab, CR or LF. The one home of the free-text rule: every contract's
 * one-line field is this (chain `.min`/`.max` for its bounds), so no route needs its own guard.
 */
export const oneLineText = (label: string) =>
  textType(label)
    .trim()
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: `${label}不能包含控制字符` });

/**
 * Several lines of text (the order remark, a textarea): CR LF and a lone CR become LF (browsers send CR LF),
 * trimmed; the line feed is kept and every other control character refused.
 */
export const multiLineText = (label: string) =>
  textType(label)
    .overwrite((value) => value.replace(/\r\n?/g, '\n'))
    .trim()
    .refine((value) => !CONTROL_EXCEPT_LF.test(value), { error: `${label}不能包含控制字符` });

/** `page` (1..10000), `per_page` (default 20, max 100). */
export const pageQuery = z.strictObject({
  page: intParam('页码', { min: 1, max: PAGE_MAX }).default(1),
  per_page: intParam('每页数量', { min: 1, max: 100, tooBig: '每页数量最多100' }).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `data: { list, total, page, per_page }` */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

/** An empty success payload. */
export const emptyData = z.union([z.null(), z.object({}).strict()]);

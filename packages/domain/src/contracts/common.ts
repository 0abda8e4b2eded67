import { z } from 'zod';

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
export const flag = z.union([z.literal(0), z.literal(1)]);

/** Query/form values arrive as strings; this accepts "1" or 1. */
export const intParam = (label: string) =>
  z.coerce.number({ error: `${label}必须是数字` }).int({ error: `${label}必须是整数` });

/** `page`, `per_page` (default 20, max 100). */
export const pageQuery = z.strictObject({
  page: intParam('页码').min(1, { error: '页码最小为1' }).default(1),
  per_page: intParam('每页数量')
    .min(1, { error: '每页数量最小为1' })
    .max(100, { error: '每页数量最多100' })
    .default(20),
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

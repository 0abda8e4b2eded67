import { type core, z } from 'zod';
import type { FieldErrors } from './contracts/common';

const zhCN = z.locales.zhCN();

/** The field a zod issue belongs to, as a dotted path ("params.0.number"); `_` for the body itself. */
function fieldOf(issue: core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') {
    const prefix = issue.path.length > 0 ? `${issue.path.join('.')}.` : '';
    return issue.keys.map((key) => `${prefix}${key}`);
  }
  return [issue.path.length > 0 ? issue.path.join('.') : '_'];
}

function messageOf(issue: core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return '不支持的字段';
  return issue.message;
}

/**
 * Parses with Chinese messages: schema-level messages win, anything else falls back to zod's zh-CN locale.
 * Returns either the data or the 422 `data.errors` map.
 */
export function parseWithErrors<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; data: z.infer<T> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input, { error: zhCN.localeError });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: toFieldErrors(result.error.issues) };
}

/** Groups zod issues into `{ field: [message, ...] }`. */
export function toFieldErrors(issues: readonly core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    for (const field of fieldOf(issue)) {
      const list = errors[field] ?? [];
      list.push(messageOf(issue));
      errors[field] = list;
    }
  }
  return errors;
}

/** The zh-CN error map, for callers that parse themselves (e.g. a Fastify validator compiler). */
export const zhCNErrorMap = zhCN.localeError;

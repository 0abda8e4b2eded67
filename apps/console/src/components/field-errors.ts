import type { ApiError } from '../api/errors';

/**
 * The first message the server gave for a field or anything inside it ("floors" also finds "floors.0.title"): the
 * API names nested fields by dotted path (domain `toFieldErrors`).
 */
export function errorUnder(error: ApiError | null, field: string): string | undefined {
  const errors = error?.fieldErrors;
  if (!errors) return undefined;
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? errors[key]?.[0] : undefined;
}

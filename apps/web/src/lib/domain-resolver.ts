import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What the resolver needs of a domain contract (a zod schema): its parse result, with per-path messages. */
interface Contract<Out> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * A react-hook-form resolver on a domain contract: the form checks exactly what the server will check, with
 * the same Chinese messages (the first of each field). `extra` adds values the form carries but does not show
 * (e.g. the phone and code of /forget step 2).
 */
export function domainResolver<F extends FieldValues, Out>(
  contract: Contract<Out>,
  extra: () => object = () => ({}),
): Resolver<F, unknown, Out> {
  return (values) => {
    const result = contract.safeParse({ ...extra(), ...values });
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || 'root';
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

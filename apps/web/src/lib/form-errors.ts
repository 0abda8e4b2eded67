import { firstValidationMessage, Messages } from '@yaocai/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/errors';

/**
 * A refusal the form shows itself (spec §5, §8): for a 422, the first message of the first field — under that
 * field when the form has it, else above the form; for a 429, the server's message above the form. Anything
 * else was already shown by the request layer.
 */
export function showFormError<F extends FieldValues>(
  error: unknown,
  fields: readonly Path<F>[],
  setError: UseFormSetError<F>,
): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 422) {
    const errors = error.fieldErrors ?? {};
    const message = firstValidationMessage(errors);
    const field = Object.keys(errors).find((name) => errors[name]?.[0] !== undefined);
    if (message && field && (fields as readonly string[]).includes(field))
      setError(field as Path<F>, { type: 'server', message });
    else setError('root.server', { message: message ?? (error.message || Messages.validationFailed) });
  } else if (error.status === 429) {
    setError('root.server', { message: error.message || Messages.systemBusy });
  }
}

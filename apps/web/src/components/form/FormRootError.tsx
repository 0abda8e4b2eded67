import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormError } from '../account/account.styles';

/** The form's refusal that belongs to no field (`showFormError`'s root.server, a resolver's form-level issue). */
export function FormRootError<F extends FieldValues>({ errors }: { errors: FieldErrors<F> }) {
  const message = errors.root?.server?.message ?? errors.root?.message;
  return message ? <FormError role="alert">{message}</FormError> : null;
}

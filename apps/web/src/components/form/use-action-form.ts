import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ActionCallbacks } from '../../data/action';
import { showFormError } from '../../lib/form-errors';

/** A write hook of `src/data` (`useRegister`, `useAddStore`…): takes the page's callbacks, answers `run` and `pending`. */
export type WriteHook<B, T> = (callbacks: ActionCallbacks<T>) => {
  run: (body: B) => Promise<T | undefined>;
  pending: boolean;
};

export interface ActionFormOptions<F extends FieldValues, B, T> {
  /** The domain contract the values are checked with before anything is sent (`domainResolver(contract)`). */
  resolver: Resolver<F, unknown, B>;
  defaultValues: DefaultValues<F>;
  /**
   * The fields a server 422 may name: its first message lands under that field, any other above the form
   * (`FormRootError`). A function when the fields change with the values (a list of certificates).
   */
  fields: readonly Path<F>[] | ((values: F) => readonly Path<F>[]);
  /** After the server accepted (the action has shown its message and refreshed its reads): move on, reset… */
  onDone?: (result: T, body: B, form: UseFormReturn<F, unknown, B>) => void;
}

/**
 * The one way a form is built: react-hook-form checked by the `@yaocai/domain` contract (the server's rules and
 * messages), sent through the page's write action (`useAction`: pending state, the server's message, the
 * reads it invalidates), and a refusal placed where the buyer looks — a 422 under its field, a 429 or a 422 on
 * a field the form does not show above the form. Anything else was already shown by the request layer.
 */
export function useActionForm<F extends FieldValues, B, T>(
  useWrite: WriteHook<B, T>,
  { resolver, defaultValues, fields, onDone }: ActionFormOptions<F, B, T>,
) {
  const form = useForm<F, unknown, B>({ resolver, defaultValues });
  const write = useWrite({
    onError: (error) =>
      showFormError(error, typeof fields === 'function' ? fields(form.getValues()) : fields, form.setError),
  });
  const submit = form.handleSubmit(async (body) => {
    const result = await write.run(body);
    if (result !== undefined) onDone?.(result, body, form);
  });
  return { form, submit, pending: write.pending };
}

import { createContext, useContext } from 'react';

/** What a Field tells the control inside it: its id and the ids of the texts that describe it. */
export interface FieldControl {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

export const FieldContext = createContext<FieldControl | null>(null);

interface ControlAttributes {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/**
 * The control's own attributes merged with its Field's: the Field's id (so the label points at it),
 * its hint and error as the description, and `aria-invalid` while there is an error. Outside a Field
 * the control's attributes are used as given.
 */
export function useFieldControl<P extends ControlAttributes>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? field.required,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

import { type ReactNode, useId } from 'react';
import { ErrorText, Hint, Label, RequiredMark, Root } from './Field.styles';
import { FieldContext } from './fieldContext';

export interface FieldProps {
  /** The visible label, e.g. 手机号码. */
  label: ReactNode;
  /** Help under the control, e.g. 11 位手机号. */
  hint?: ReactNode;
  /** What is wrong with the value, e.g. a message from the server's `FieldErrors`; marks the control invalid. */
  error?: ReactNode;
  /** The value must be given; the label shows a red mark and the control is `required`. @default false */
  required?: boolean;
  /** Id of the control; one is made when omitted. */
  id?: string;
  /** One Input or Select (or any control that calls `useFieldControl`). */
  children: ReactNode;
}

/**
 * A labelled form control with its hint and error. The label points at the control, and the hint
 * and error are the control's description, so a screen reader reads them with the field.
 */
export function Field({ label, hint, error, required = false, id, children }: FieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Root data-ui="Field" data-invalid={hasError || undefined}>
      <Label htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      <FieldContext.Provider value={{ id: controlId, describedBy, invalid: hasError, required }}>
        {children}
      </FieldContext.Provider>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && <ErrorText id={errorId}>{error}</ErrorText>}
    </Root>
  );
}

import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Label, Note, Root } from './Checkbox.styles';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Text beside the box, e.g. 我已阅读并同意《药采用户协议》. */
  label: ReactNode;
  /** Help under the box. */
  hint?: ReactNode;
  /** What is wrong, e.g. 请先同意用户协议; marks the box invalid. */
  error?: ReactNode;
}

/** A native checkbox with its label beside it and an optional hint or error as its description. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, ...rest },
  ref,
) {
  const madeId = useId();
  const boxId = id ?? madeId;
  const describedBy = [hint ? `${boxId}-hint` : null, error ? `${boxId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Root data-ui="Checkbox">
      <Label htmlFor={boxId}>
        <input
          ref={ref}
          type="checkbox"
          id={boxId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          {...rest}
        />
        <span>{label}</span>
      </Label>
      {hint && <Note id={`${boxId}-hint`}>{hint}</Note>}
      {error && (
        <Note id={`${boxId}-error`} $error>
          {error}
        </Note>
      )}
    </Root>
  );
});

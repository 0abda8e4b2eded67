import { forwardRef, type InputHTMLAttributes } from 'react';
import { InputRoot } from './Field.styles';
import { useFieldControl } from './fieldContext';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** A text input; inside a Field it takes the Field's label, hint and error. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  return <InputRoot ref={ref} data-ui="Input" {...useFieldControl(props)} />;
});

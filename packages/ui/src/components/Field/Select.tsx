import { forwardRef, type SelectHTMLAttributes } from 'react';
import { SelectRoot } from './Field.styles';
import { useFieldControl } from './fieldContext';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** A native select (its options as children); inside a Field it takes the Field's label, hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  return <SelectRoot ref={ref} data-ui="Select" {...useFieldControl(props)} />;
});

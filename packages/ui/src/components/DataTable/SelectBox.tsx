import { useEffect, useRef } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';

interface SelectAllBoxProps {
  /** Rows on this page. */
  total: number;
  /** Of them, ticked. */
  ticked: number;
  onChange: (on: boolean) => void;
}

/** 全选 over the rows shown: ticked when all are, indeterminate while some are. */
export function SelectAllBox({ total, ticked, onChange }: SelectAllBoxProps) {
  const box = useRef<HTMLInputElement>(null);
  const all = total > 0 && ticked === total;
  const some = ticked > 0 && !all;
  // `indeterminate` is a DOM property with no HTML attribute, so it is set on the element.
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  });
  return (
    <Checkbox ref={box} label="全选" checked={all} disabled={total === 0} onChange={() => onChange(!all)} />
  );
}

interface RowSelectBoxProps {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** A row's box; its name says which row, the column already says what ticking does. */
export function RowSelectBox({ label, checked, onChange }: RowSelectBoxProps) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

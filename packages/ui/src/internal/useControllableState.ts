import { useCallback, useState } from 'react';

/**
 * The Radix controlled/uncontrolled pattern: `value` wins when given, otherwise the component keeps
 * its own state seeded from `defaultValue`. `onChange` fires either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const isControlled = value !== undefined;

  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setUncontrolled(next);
      onChange?.(next);
    },
    [isControlled, onChange],
  );

  return [isControlled ? value : uncontrolled, setValue];
}

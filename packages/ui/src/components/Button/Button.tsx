import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { type ButtonSize, type ButtonVariant, Root, Spinner } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary for the one main action, secondary beside it, danger for removal, link for a quiet action. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** The action is under way: the button is busy and cannot be pressed again. @default false */
  loading?: boolean;
}

/**
 * The site's button. While `loading` it is disabled (so a slow request cannot be sent twice) and
 * `aria-busy`; a ref is forwarded so Radix `asChild` triggers can use it.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, disabled, type = 'button', children, ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      data-ui="Button"
      type={type}
      $variant={variant}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </Root>
  );
});

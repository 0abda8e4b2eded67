import { type FormEvent, type ReactNode, useId } from 'react';
import { FormError } from '../../internal/form.styles';
import { Actions, Description, Fields, Heading, Root } from './FormLayout.styles';

export interface FormLayoutProps {
  /** The form's heading and accessible name, e.g. 编辑商品. */
  title: ReactNode;
  /** A line under the heading, e.g. 修改后将清除商品缓存. */
  description?: ReactNode;
  /** Fields (the library's Field), FormSection and FormWide, laid out in `columns`. */
  children: ReactNode;
  /** The form's buttons, e.g. a submit Button 保存 and 取消; shown under the fields. */
  actions?: ReactNode;
  /** Called on submit with the browser's own submission already prevented; the app reads its state. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** The save is under way: the fields are disabled and the form is `aria-busy`. @default false */
  submitting?: boolean;
  /** A form-level error (the server's message), announced as an alert above the fields. */
  error?: ReactNode;
  /** Fields per row on a wide screen; one column below 640 px. @default 2 */
  columns?: 1 | 2 | 3;
}

/**
 * A console form: a heading that names it, the fields in a grid of one to three columns, sections with
 * their legends, the form error and the buttons. The checks are the server's (and domain's): the form
 * does not validate, so `noValidate` keeps the browser's own bubbles from competing with Field errors.
 */
export function FormLayout({
  title,
  description,
  children,
  actions,
  onSubmit,
  submitting = false,
  error,
  columns = 2,
}: FormLayoutProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <Root
      data-ui="FormLayout"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      aria-busy={submitting || undefined}
      onSubmit={submit}
      noValidate
      $columns={columns}
    >
      <Heading id={`${id}-title`}>{title}</Heading>
      {description && <Description id={`${id}-description`}>{description}</Description>}
      {error && <FormError role="alert">{error}</FormError>}
      <Fields disabled={submitting}>{children}</Fields>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}

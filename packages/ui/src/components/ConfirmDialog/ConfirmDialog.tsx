import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { Content, Description, Footer, Overlay, Title } from '../../internal/dialog.styles';
import { Button } from '../Button/Button';

export interface ConfirmDialogProps {
  /** Heading of the dialog. */
  title: ReactNode;
  /** The question or consequence being confirmed. */
  description?: ReactNode;
  /** Label of the confirming button. @default '确定' */
  confirmText?: string;
  /** Label of the dismissing button. @default '取消' */
  cancelText?: string;
  /** Called when the user confirms; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the user cancels with the button, Escape or a click outside; the dialog then closes. */
  onCancel?: () => void;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the dialog opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the dialog when clicked, e.g. a 关闭 button. */
  trigger?: ReactElement;
}

/** Asks the user to confirm or cancel an action, e.g. closing the prize draw while it is running. */
export function ConfirmDialog({
  title,
  description,
  confirmText = '确定',
  cancelText = '取消',
  onConfirm,
  onCancel,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Overlay />
        <Content
          data-ui="ConfirmDialog"
          role="alertdialog"
          // Radix treats a missing description as a mistake unless told explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={() => onCancel?.()}
          onPointerDownOutside={() => onCancel?.()}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <Footer>
            <Dialog.Close asChild>
              <Button variant="secondary" onClick={onCancel}>
                {cancelText}
              </Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button onClick={onConfirm}>{confirmText}</Button>
            </Dialog.Close>
          </Footer>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

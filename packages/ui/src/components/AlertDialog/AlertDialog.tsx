import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseButton, Content, Description, Footer, Overlay, Title } from '../../internal/dialog.styles';
import { Button } from '../Button/Button';
import { type AlertTone, Body, Icon } from './AlertDialog.styles';

const toneSymbol: Record<AlertTone, string> = { error: '✕', success: '✓', warning: '!', info: 'i' };

export interface AlertDialogProps {
  /** Heading of the alert. @default '温馨提示' */
  title?: ReactNode;
  /** The message, e.g. 请求超时，请刷新页面 or the server's message. */
  message: ReactNode;
  /** Adds a coloured icon before the message; omitted for a plain notice. */
  tone?: AlertTone;
  /** Label of the primary button, e.g. 刷新页面 or 查看我的收藏. @default '确定' */
  actionText?: string;
  /** Called when the primary button is pressed; the alert then closes. */
  onAction?: () => void;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the alert opens or closes, including via the × button and Escape. */
  onOpenChange?: (open: boolean) => void;
}

/** The 温馨提示 alert used for server messages, the request timeout and favourite success. */
export function AlertDialog({
  title = '温馨提示',
  message,
  tone,
  actionText = '确定',
  onAction,
  open,
  defaultOpen,
  onOpenChange,
}: AlertDialogProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Content data-ui="AlertDialog" role="alertdialog">
          <Title>{title}</Title>
          <Body>
            {tone && (
              <Icon $tone={tone} aria-hidden="true">
                {toneSymbol[tone]}
              </Icon>
            )}
            <Description>{message}</Description>
          </Body>
          <Footer>
            <Dialog.Close asChild>
              <Button onClick={onAction}>{actionText}</Button>
            </Dialog.Close>
          </Footer>
          <CloseButton aria-label="关闭">×</CloseButton>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseButton, Overlay } from '../../internal/dialog.styles';
import { Body, Content, Description, Footer, Header, Title } from './DetailDrawer.styles';

export interface DetailDrawerProps {
  /** The drawer's heading and accessible name, e.g. 企业资质 · 仁济大药房. */
  title: ReactNode;
  /** A line under the title, read as the drawer's description, e.g. 提交于 2026-11-26 10:12. */
  description?: ReactNode;
  /** The detail: fields, pictures, a timeline. Scrolls when taller than the window. */
  children: ReactNode;
  /** Actions at the foot, e.g. 驳回 and 通过; wrap one in DetailDrawerClose to close on press. */
  footer?: ReactNode;
  /** An element that opens the drawer when pressed (rendered as is, Radix `asChild`). */
  trigger?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever the drawer opens or closes, including via 关闭, Escape and the overlay. */
  onOpenChange?: (open: boolean) => void;
  /** Width of the panel. @default '560px' */
  width?: string;
}

/**
 * A record's detail in a panel from the right edge, over the list it came from (the console's review and
 * order pages). A Radix dialog: the focus is trapped inside, Escape and the overlay close it, and the focus
 * returns to the trigger.
 */
export function DetailDrawer({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  width = '560px',
}: DetailDrawerProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Overlay />
        <Content
          data-ui="DetailDrawer"
          $width={width}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
            <CloseButton aria-label="关闭">×</CloseButton>
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wrap a footer action in it to close the drawer when the action is pressed. */
export const DetailDrawerClose = Dialog.Close;

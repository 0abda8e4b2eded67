import * as Popover from '@radix-ui/react-popover';
import type { RefObject } from 'react';
import { Caption, Content, Image } from './QrPopoverContent.styles';

export interface QrPopoverContentProps {
  anchorRef: RefObject<HTMLButtonElement | null>;
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  src: string;
  alt: string;
  caption?: string;
  size: number;
  side: 'top' | 'right' | 'bottom' | 'left';
}

/**
 * The floating part of `QrPopover`, in its own module so the Radix popover stack (popper, floating-ui,
 * dismissable layer) loads on the first open instead of with every page header.
 */
export function QrPopoverContent({
  anchorRef,
  id,
  open,
  onOpenChange,
  onPointerEnter,
  onPointerLeave,
  src,
  alt,
  caption,
  size,
  side,
}: QrPopoverContentProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Content
          id={id}
          side={side}
          sideOffset={6}
          aria-label={caption ?? alt}
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          // Keep focus on the trigger: the QR is something to look at, not to operate.
          onOpenAutoFocus={(event) => event.preventDefault()}
          // The trigger lives outside Radix here; pressing it must not count as a click outside.
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          <Image src={src} alt={alt} $size={size} />
          {caption && <Caption>{caption}</Caption>}
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

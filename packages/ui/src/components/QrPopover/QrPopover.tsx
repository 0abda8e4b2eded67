import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { Trigger } from './QrPopover.styles';

// Loaded on the first open: the header shows this trigger on every page, the QR is rarely asked for.
const QrPopoverContent = lazy(async () => ({
  default: (await import('./QrPopoverContent')).QrPopoverContent,
}));

/** Grace period so the pointer can travel from the trigger onto the QR without it closing. */
const CLOSE_DELAY_MS = 150;

export interface QrPopoverProps {
  /** Trigger content, e.g. 手机APP or 微信. */
  children: ReactNode;
  /** QR code image URL. */
  src: string;
  /** Alternative text of the QR image. */
  alt: string;
  /** Line under the QR, e.g. 扫码下载药采APP. */
  caption?: string;
  /** Rendered width and height of the QR in px. @default 120 */
  size?: number;
  /** Which side of the trigger the QR appears on. @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called whenever hover, focus, click, Escape or an outside click changes the open state. */
  onOpenChange?: (open: boolean) => void;
}

/** A QR code that pops up on hover, keyboard focus or click, like the 手机APP link in the top strip. */
export function QrPopover({
  children,
  src,
  alt,
  caption,
  size = 120,
  side = 'bottom',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: QrPopoverProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  // Once opened, the content stays mounted so later opens need no new load.
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const show = () => {
    cancelClose();
    if (!open) setOpen(true);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <>
      <Trigger
        ref={triggerRef}
        data-ui="QrPopover"
        data-state={open ? 'open' : 'closed'}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onPointerEnter={show}
        onPointerLeave={scheduleClose}
        onFocus={show}
        // Hover usually opened it already; a click must not toggle it shut under the pointer.
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
      >
        {children}
      </Trigger>
      {mounted && (
        <Suspense fallback={null}>
          <QrPopoverContent
            anchorRef={triggerRef}
            id={contentId}
            open={open}
            onOpenChange={setOpen}
            onPointerEnter={cancelClose}
            onPointerLeave={scheduleClose}
            src={src}
            alt={alt}
            caption={caption}
            size={size}
            side={side}
          />
        </Suspense>
      )}
    </>
  );
}

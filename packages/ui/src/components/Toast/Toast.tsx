import * as RadixToast from '@radix-ui/react-toast';
import { Icon, Root, type ToastTone, Viewport } from './Toast.styles';

const toneSymbol: Record<ToastTone, string> = { success: '✓', warning: '!', error: '✕', info: 'i' };

export interface ToastItem {
  /** Stable id the app uses to remove the toast from its queue. */
  id: string | number;
  /** Text shown, e.g. 已取消收藏 or 系统繁忙，请稍后再试. */
  message: string;
  /** Colour and icon. */
  tone: ToastTone;
}

export interface ToasterProps {
  /** The toasts to show, oldest first. The app owns this queue. */
  toasts: ToastItem[];
  /** Called when a toast times out or is swiped away; remove it from the queue. */
  onDismiss: (id: ToastItem['id']) => void;
  /** How long each toast stays up, in ms. @default 2000 */
  duration?: number;
  /** Name of the notification region announced by screen readers. @default '通知' */
  label?: string;
}

/** Brief messages such as cart-add results; state-less, driven entirely by `toasts`. */
export function Toaster({ toasts, onDismiss, duration = 2000, label = '通知' }: ToasterProps) {
  return (
    <RadixToast.Provider duration={duration} label={label}>
      {toasts.map((toast) => (
        <Root
          key={toast.id}
          data-ui="Toast"
          $tone={toast.tone}
          // Errors interrupt the screen reader; the rest wait their turn.
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <Icon aria-hidden="true">{toneSymbol[toast.tone]}</Icon>
          <RadixToast.Description>{toast.message}</RadixToast.Description>
        </Root>
      ))}
      <Viewport data-ui="Toaster" />
    </RadixToast.Provider>
  );
}

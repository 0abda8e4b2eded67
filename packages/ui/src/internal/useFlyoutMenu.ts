import { type FocusEvent, type KeyboardEvent, useState } from 'react';

/** Focuses an item's own link or button, which is always its first focusable element. */
function focusTrigger(item: HTMLElement) {
  item.querySelector<HTMLElement>('a[href], button')?.focus();
}

/**
 * A row of items that each open a flyout on hover or keyboard focus (category menu, nav bar); at most
 * one is open. Focus entering an item opens it so Tab walks into the sub-links; Escape closes it and
 * hands focus back to the item's own link.
 */
export function useFlyoutMenu() {
  const [openKey, setOpenKey] = useState<string | null>(null);

  const itemProps = (key: string) => {
    const close = () => setOpenKey((current) => (current === key ? null : current));
    return {
      'data-state': openKey === key ? 'open' : 'closed',
      onPointerEnter: () => setOpenKey(key),
      onPointerLeave: (event: { currentTarget: HTMLElement }) => {
        // A focused sub-link is about to unmount; without this, focus would drop to <body>.
        if (event.currentTarget.contains(document.activeElement)) focusTrigger(event.currentTarget);
        close();
      },
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenKey(key);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || openKey !== key) return;
        focusTrigger(event.currentTarget);
        close();
      },
    };
  };

  return { openKey, itemProps };
}

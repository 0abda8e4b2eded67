/**
 * Opens the toolbar's 在线客服 panel from anywhere (咨询客服 on the product and order pages). The toolbar
 * subscribes; an in-memory signal, like cart-changed, since the toolbar and the pages share one tab.
 */
const listeners = new Set<() => void>();

export const chatOpener = {
  open(): void {
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * The browser's offer to install the site as an app (Chromium's `beforeinstallprompt`, given because the site has
 * a web app manifest). It comes once, early in the page's life, so it is kept from start-up (main.tsx) until the
 * 添加到桌面 page (/desktop) offers it; other browsers never send it and the page offers the shortcut file alone.
 */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Starts keeping the browser's offer (once, at start-up). */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held for the page's button instead of the browser's own mini bar.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    changed();
  });
}

export const installPrompt = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Whether the browser offers to install the site now. */
  available: () => offered !== null,
  /** Shows the browser's install dialog; the offer is used up either way. */
  async show(): Promise<void> {
    const event = offered;
    if (!event) return;
    offered = null;
    changed();
    await event.prompt();
  },
};

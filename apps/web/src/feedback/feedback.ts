/**
 * The request layer's way to raise UI effects without React: a tiny store of toasts and one alert
 * dialog. `<FeedbackHost>` subscribes to it (useSyncExternalStore) and renders the library components.
 */

export type ToastTone = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
  /** How long the toast stays before it dismisses itself. */
  durationMs: number;
}

export interface AlertItem {
  id: number;
  /** @default '温馨提示' */
  title?: string;
  message: string;
  tone?: ToastTone;
  /** A button beside 确定, e.g. '刷新页面'. */
  actionLabel?: string;
  onAction?: () => void;
}

export interface FeedbackState {
  toasts: readonly ToastItem[];
  alert: AlertItem | null;
}

type Listener = () => void;

const DEFAULT_TOAST_MS = 2000;

let state: FeedbackState = { toasts: [], alert: null };
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function setState(next: FeedbackState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const feedback = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  getSnapshot(): FeedbackState {
    return state;
  },

  /** Shows a toast that dismisses itself after `durationMs`; returns its id. */
  toast(message: string, tone: ToastTone = 'info', durationMs = DEFAULT_TOAST_MS): number {
    const id = nextId++;
    setState({ ...state, toasts: [...state.toasts, { id, message, tone, durationMs }] });
    timers.set(
      id,
      setTimeout(() => feedback.dismissToast(id), durationMs),
    );
    return id;
  },

  dismissToast(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    if (!state.toasts.some((toast) => toast.id === id)) return;
    setState({ ...state, toasts: state.toasts.filter((toast) => toast.id !== id) });
  },

  /** Opens the alert dialog; a newer alert replaces an open one (the latest message is the relevant one). */
  alert(alert: Omit<AlertItem, 'id'>): number {
    const id = nextId++;
    setState({ ...state, alert: { ...alert, id } });
    return id;
  },

  closeAlert(): void {
    if (state.alert) setState({ ...state, alert: null });
  },

  /** Clears everything; for tests. */
  reset(): void {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    setState({ toasts: [], alert: null });
  },
};

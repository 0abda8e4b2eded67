import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { feedback } from './feedback';

const FeedbackHost = lazy(async () => ({ default: (await import('./FeedbackHost')).FeedbackHost }));

/**
 * Mounts `FeedbackHost` from the first toast or alert on. The toast and dialog primitives it renders are a
 * fifth of the first page's JavaScript, and most visits raise nothing; the store keeps what was raised
 * while the chunk loads, so nothing is lost.
 */
export function FeedbackOnDemand() {
  const { toasts, alert } = useSyncExternalStore(
    feedback.subscribe,
    feedback.getSnapshot,
    // The server raises nothing (its requests are silent), so its snapshot is the empty store.
    feedback.getSnapshot,
  );
  const [needed, setNeeded] = useState(false);
  if (!needed && (toasts.length > 0 || alert)) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  );
}

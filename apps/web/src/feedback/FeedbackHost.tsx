import { AlertDialog, Toaster } from '@yaocai/ui';
import { useSyncExternalStore } from 'react';
import { feedback } from './feedback';

/** Renders what the request layer (and anything else) raised through `feedback`: toasts and one alert. */
export function FeedbackHost() {
  const { toasts, alert } = useSyncExternalStore(feedback.subscribe, feedback.getSnapshot);
  return (
    <>
      <Toaster toasts={[...toasts]} onDismiss={(id) => feedback.dismissToast(Number(id))} />
      {alert && (
        <AlertDialog
          key={alert.id}
          open
          title={alert.title}
          message={alert.message}
          tone={alert.tone}
          actionText={alert.actionLabel}
          onAction={alert.onAction}
          onOpenChange={(open) => {
            if (!open) feedback.closeAlert();
          }}
        />
      )}
    </>
  );
}

/** The error catalogue of spec §8: what the product shows for each failed status. */
import { classifyStatus, type FieldErrors, firstValidationMessage, Messages } from '@yaocai/domain';
import { feedback } from '../feedback/feedback';
import { browser } from '../lib/browser';
import { navigateTo } from '../lib/navigation';
import { sessionFlag } from '../lib/session-flag';
import { mainSiteLoginUrl } from './config';

/** How long the 459 message stays before the user is taken to the e-contract page. */
export const CONTRACT_NOTICE_MS = 1500;

export interface Failure {
  status: number;
  message: string;
  fieldErrors: FieldErrors | null;
}

export function showFailure({ status, message, fieldErrors }: Failure): void {
  switch (classifyStatus(status)) {
    case 'success':
      return;
    case 'login':
      // The server no longer knows this browser: the stored flag is stale.
      sessionFlag.clear();
      browser.assign(mainSiteLoginUrl(browser.currentPath()));
      return;
    case 'contract':
      feedback.toast(message, 'warning', CONTRACT_NOTICE_MS);
      setTimeout(() => navigateTo('/dzht'), CONTRACT_NOTICE_MS);
      return;
    case 'validation':
      feedback.toast(firstValidationMessage(fieldErrors ?? undefined) ?? message, 'error');
      return;
    case 'alert':
      if (message) feedback.alert({ title: Messages.friendlyReminder, message });
      return;
    case 'busy':
      feedback.toast(Messages.systemBusy, 'error');
      return;
  }
}

export function showTimeout(): void {
  feedback.alert({
    title: Messages.friendlyReminder,
    message: Messages.timeout,
    tone: 'warning',
    actionLabel: Messages.refresh,
    onAction: () => browser.reload(),
  });
}

/**
 * Lets non-React code (the request layer) navigate inside the app. The router registers its
 * `navigate` at start-up; before that (or in tests without a router) a full-page load is used.
 */
import { browser } from './browser';

type Navigate = (to: string) => unknown;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string): void {
  if (navigator) navigator(to);
  else browser.assign(to);
}

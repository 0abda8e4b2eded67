import { useMatches } from 'react-router-dom';

/** Layout flags every route carries in its `handle` (spec §2). */
export interface RouteHandle {
  /** Page title; the document title is `${title} - ${site title}`. */
  title: string;
  /** Which header: the full site header, the slim login header, or none. */
  header: 'site' | 'login' | false;
  footer: boolean;
  /** The right-hand toolbar. */
  toolbar: boolean;
  topAdvert: boolean;
  /** Title text beside the logo in the site header. */
  showTitle: boolean;
  /** Account manager and hotline in the site header. */
  showContacts: boolean;
  /** Restore the scroll position when coming back to this page. */
  scrollRestoration: boolean;
  /** Member page: a visitor is sent to /login and brought back afterwards (`AuthGate`). */
  auth: boolean;
  /**
   * The checkout step this page is (spec §2 Cart: 1 cart, 2 check order; §4 cart steps): the header shows the
   * step number, and on step 1 the toolbar's cart drawer is forced closed. null off the cart steps.
   */
  cartStep: CartStep | null;
}

/** Spec §4 cart steps: 1 cart, 2 check order, 3 pay, 4 done (3 and 4 come with the orders issue). */
export type CartStep = 1 | 2 | 3 | 4;

const DEFAULT_HANDLE: RouteHandle = {
  title: '药采',
  header: 'site',
  footer: true,
  toolbar: true,
  topAdvert: false,
  showTitle: true,
  showContacts: true,
  scrollRestoration: true,
  auth: false,
  cartStep: null,
};

/** A handle with the usual shell (site header, footer, toolbar) plus the given overrides. */
export function pageHandle(title: string, overrides: Partial<Omit<RouteHandle, 'title'>> = {}): RouteHandle {
  return { ...DEFAULT_HANDLE, ...overrides, title };
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as RouteHandle).title === 'string';
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return DEFAULT_HANDLE;
}

/** Whether any matched route (a member layout or the page itself) is for signed-in buyers only. */
export function useRequiresAuth(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.auth);
}

import { data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { fetchSite } from '../data/use-site';
import { Blank } from '../layout/Blank';
import type { MemberPage } from '../layout/member-section';
import { pageHandle, type RouteHandle } from '../layout/route-handle';
import { browser } from '../lib/browser';
import type { LazyPage } from './pages';

/* How the route table (routes.tsx) writes its entries: a page, an address that leads on, and the special loaders. */

/** A page: its address, layout flags and lazy module. */
export function page(id: string, path: string, handle: RouteHandle, Component: LazyPage): MemberPage {
  return { id, path, handle, lazy: { Component } };
}

/** An address that only leads on to another one. */
export function leadsTo(
  id: string,
  path: string,
  handle: RouteHandle,
  to: (args: LoaderFunctionArgs) => string,
) {
  return { id, path, handle, loader: (args: LoaderFunctionArgs) => redirect(to(args)), Component: Blank };
}

/** The registration and password-reset pages wear the login page's slim header (spec §2), no toolbar. */
export const accountHandle = (title: string, overrides: Parameters<typeof pageHandle>[1] = {}) =>
  pageHandle(title, { header: 'login', toolbar: false, ...overrides });

/**
 * eleven_index: leave the app for the main-site address (`site_url`, by default this origin). Loaded directly,
 * the server answers with an HTTP redirect there (`src/ssr/entry-server.tsx`); it has no window to leave.
 */
export async function goToMainSite() {
  const site = await fetchSite().catch(() => null);
  const target = site?.site_url || '/';
  if (import.meta.env.SSR) return redirect(target);
  browser.assign(target);
  return null;
}

/**
 * The 404 page's status: a direct load of an unknown path (or of /404) answers HTTP 404 with the page, not 200
 * (issue #20 §6). In the browser an unknown path then goes on to /404 (spec §2).
 */
export const notFoundStatus = () => data(null, { status: 404 });
export const unknownPath = () => (import.meta.env.SSR ? notFoundStatus() : redirect('/404'));

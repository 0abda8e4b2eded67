import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router-dom';
import { Blank } from './Blank';
import { MemberLayout, type MemberMenuItem } from './MemberLayout';
import { registerMemberSection } from './member-sections';
import { pageHandle, type RouteHandle } from './route-handle';

/** A member page of a section: its menu label is its page title. */
export type MemberPage = RouteObject & { path: string; handle: RouteHandle; wechat?: boolean };

/** How a section's own address behaves when it is a page of its own (/order: my orders, /user: the member centre). */
export interface SectionHome {
  id: string;
  /** Page title and first menu entry. */
  title: string;
  Component: () => Promise<ComponentType>;
}

export interface SectionOptions {
  /** The section's own address is this page, listed first, instead of leading on to the first child. */
  home?: SectionHome;
  /** Pages under the section reached from its pages, without a menu entry (an order's detail). */
  unlisted?: RouteObject[];
  /** Pages of the app outside the section that its menu lists too (组合购买 /zhzq under 自助服务). */
  links?: readonly MemberMenuItem[];
}

/**
 * A member-area section (spec §2: /user, /zhzx, /order, /zzfw, /wdqb): a layout route for signed-in buyers
 * with the section's side menu, made from the pages given — a section lists only pages that are built.
 */
export function memberSection(
  path: string,
  title: string,
  children: MemberPage[],
  { home, unlisted = [], links = [] }: SectionOptions = {},
): RouteObject {
  const listed = children.map((child) => ({
    label: child.handle.title,
    to: `/${path}/${child.path}`,
    wechat: child.wechat,
  }));
  const items = [...(home ? [{ label: home.title, to: `/${path}` }] : []), ...listed, ...links];
  registerMemberSection({ path, title, items });
  const index: RouteObject = home
    ? { id: home.id, index: true, handle: pageHandle(home.title), lazy: { Component: home.Component } }
    : // The section's own address opens its first page.
      {
        id: `${path}_index`,
        index: true,
        handle: pageHandle(title),
        loader: () => redirect(listed[0]?.to ?? '/'),
        Component: Blank,
      };
  return {
    id: path,
    path,
    handle: pageHandle(title, { auth: true }),
    element: <MemberLayout path={path} title={title} items={items} />,
    children: [index, ...children.map(({ wechat: _wechat, ...route }) => route), ...unlisted],
  };
}

/**
 * The bare address of a section's page (spec §2 names /addr, /wdxx, /yegl… while the app puts them under their
 * section): it leads to `/{section}/{child}`, keeping the query.
 */
export function sectionAlias(section: string, child: string, title: string): RouteObject {
  return {
    id: child,
    path: child,
    handle: pageHandle(title),
    loader: ({ request }) => redirect(`/${section}/${child}${new URL(request.url).search}`),
    Component: Blank,
  };
}

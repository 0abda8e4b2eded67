import type { ReactNode } from 'react';

/** What a link renderer receives: enough to build a router link or a plain anchor. */
export interface LinkRenderProps {
  href: string;
  children: ReactNode;
}

/** Lets the app swap plain anchors for its router's Link without the library knowing the router. */
export type RenderLink = (link: LinkRenderProps) => ReactNode;

export const renderAnchor: RenderLink = ({ href, children }) => <a href={href}>{children}</a>;

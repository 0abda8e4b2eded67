import type { ReactNode } from 'react';
import { type RenderLink, renderAnchor } from '../../link';
import { type ButtonSize, type ButtonVariant, LinkRoot } from './Button.styles';

export interface ButtonLinkProps {
  /** Where the link goes (a site-relative path or an http(s) address). */
  href: string;
  children: ReactNode;
  /** The Button's look. @default 'primary' */
  variant?: ButtonVariant;
  /** The Button's height and padding. @default 'md' */
  size?: ButtonSize;
  /** Renders the anchor, so the app can use its router's Link. @default a plain `<a>` */
  renderLink?: RenderLink;
}

/**
 * A link that looks like the site's Button (去支付, 返回首页, 登录后购买): where pressing it only goes somewhere,
 * it stays a link — opened in a new tab, read as a link — instead of a button that navigates.
 */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  renderLink = renderAnchor,
}: ButtonLinkProps) {
  return (
    <LinkRoot data-ui="ButtonLink" $variant={variant} $size={size}>
      {renderLink({ href, children })}
    </LinkRoot>
  );
}

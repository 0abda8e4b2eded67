import { isSiteRelative } from '@yaocai/domain/print';
import type { RenderLink } from '@yaocai/ui';
import { Link } from 'react-router-dom';

/** Site-relative paths stay inside the app (router links); anything else is an ordinary anchor. */
export const renderRouterLink: RenderLink = ({ href, children }) =>
  isSiteRelative(href) ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;

import type { RenderLink } from '@yaocai/ui';
import { Link } from 'react-router-dom';

/** Site-relative paths stay inside the app (router links); anything else is an ordinary anchor. */
export const renderRouterLink: RenderLink = ({ href, children }) =>
  href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href}>{children}</a>
  );

import { useEffect } from 'react';

/** The site title used until /api/site answers. */
export const DEFAULT_SITE_TITLE = '药采';

/** `document.title` = page title + site title (spec §2). */
export function useDocumentTitle(pageTitle: string, siteTitle: string = DEFAULT_SITE_TITLE): void {
  useEffect(() => {
    document.title = pageTitle === siteTitle ? siteTitle : `${pageTitle} - ${siteTitle}`;
  }, [pageTitle, siteTitle]);
}

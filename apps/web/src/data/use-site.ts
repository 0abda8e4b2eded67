import type { HelpCategory, SiteConfig } from '@yaocai/domain';
import { setMainSiteUrl } from '../api/config';
import { helpCategoryList, siteConfig } from '../api/contracts';
import { request } from '../api/request';
import { keys } from './keys';
import { useRead } from './read';

/** The footer help list is kept locally (spec §7) so the footer is complete before /api/site answers. */
const HELP_STORAGE_KEY = 'yaocai:help';

/** Read through SWR because checking it needs the lazily loaded contracts. */
async function readStoredHelp(): Promise<HelpCategory[] | null> {
  try {
    const text = window.localStorage.getItem(HELP_STORAGE_KEY);
    if (!text) return null;
    return (await helpCategoryList.load()).parse(JSON.parse(text));
  } catch {
    return null;
  }
}

function storeHelp(help: HelpCategory[]): void {
  try {
    window.localStorage.setItem(HELP_STORAGE_KEY, JSON.stringify(help));
  } catch {
    // Storage full or disabled: the footer simply waits for the network next time.
  }
}

/** GET /api/site: header, footer and toolbar data; also records the main-site address for redirects. */
export async function fetchSite(): Promise<SiteConfig> {
  const site = await request('/site', { schema: siteConfig });
  setMainSiteUrl(site.site_url);
  storeHelp(site.help);
  return site;
}

export function useSite() {
  const read = useRead(keys.site.all, fetchSite);
  const stored = useRead(read.data ? null : keys.site.storedHelp, readStoredHelp, {
    revalidateOnFocus: false,
  });
  /** Help categories: live when loaded, else the copy stored by the last visit. */
  return { ...read, help: read.data?.help ?? stored.data ?? undefined };
}

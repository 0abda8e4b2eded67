import { type FriendLinks, isSafeLinkUrl } from '@yaocai/domain';
import type { Db } from '../db/client';
import { readSettings } from '../site';

/** 友情链接 from site settings; entries whose address is not http(s) or site-relative are left out. */
export async function friendLinksOf(db: Db): Promise<FriendLinks> {
  const { friend_links } = await readSettings(db, ['friend_links']);
  return { list: friend_links.filter((link) => link.name.trim() !== '' && isSafeLinkUrl(link.url)) };
}

import { articleCategoryPath, type SiteConfig, unixSeconds } from '@yaocai/domain';
import { asc, desc } from 'drizzle-orm';
import { wordsOnlyForBanned } from '../catalogue';
import type { Db } from '../db/client';
import { articleCategories, hotWords } from '../db/schema/index';
import { defaultManager } from './managers';
import { readSettings } from './settings';

/**
 * The news lists, and the help centre's groups and pages (article categories of section `help`, two levels): the footer's columns and
 * the help pages' menu. A group without pages is left out (it would be a heading over nothing).
 */
async function articleTrees(db: Db): Promise<Pick<SiteConfig, 'help' | 'news'>> {
  const all = await db
    .select({
      id: articleCategories.id,
      code: articleCategories.code,
      name: articleCategories.name,
      parentId: articleCategories.parentId,
      section: articleCategories.section,
    })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id));
  const rows = all.filter((row) => row.section === 'help');
  const news = all
    .filter((row) => row.section === 'news')
    .map(({ id, code, name }) => ({ id, code, name, url: articleCategoryPath('news', code, null) }));
  const help = rows
    .filter((group) => group.parentId === null)
    .map((group) => {
      const children = rows
        .filter((page) => page.parentId === group.id)
        .map((page) => ({
          id: page.id,
          code: page.code,
          name: page.name,
          url: articleCategoryPath('help', page.code, group.code),
        }));
      return {
        id: group.id,
        code: group.code,
        name: group.name,
        url: children[0]?.url ?? articleCategoryPath('help', group.code, null),
        children,
      };
    })
    .filter((group) => group.children.length > 0);
  return { help, news };
}

export async function siteConfigFor(db: Db, siteUrl: string, wechatLogin: boolean): Promise<SiteConfig> {
  const [settings, admin, trees, words] = await Promise.all([
    readSettings(db, [
      'hot_line',
      'qq1',
      'qq2',
      'licences',
      'app_qr',
      'wechat_qr',
      'chat_url',
      'tech_support',
    ]),
    defaultManager(db),
    articleTrees(db),
    db
      .select({ word: hotWords.word })
      .from(hotWords)
      .orderBy(desc(hotWords.pinned), asc(hotWords.sort), asc(hotWords.id))
      .limit(20),
  ]);
  // An operator's word that leads only to goods banned online is not shown (docs/regulatory.md).
  const banned = await wordsOnlyForBanned(
    db,
    words.map((row) => row.word),
  );
  return {
    site_title: '药采',
    site_url: siteUrl,
    ...settings,
    admin,
    ...trees,
    hot_words: words.map((row) => row.word).filter((word) => !banned.has(word)),
    wechat_login: wechatLogin ? 1 : 0,
    timestamp: unixSeconds(),
  };
}

/**
 * The Internet Shortcut (`.url`) file behind 添加到桌面: the site's home page. Windows reads it as an INI file with
 * CRLF line ends; it takes an icon only from an .ico file, which the site has not, so the browser's icon shows.
 */
export function desktopShortcut(origin: string): string {
  return ['[InternetShortcut]', `URL=${origin}/`, ''].join('\r\n');
}

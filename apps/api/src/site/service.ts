import { type SiteConfig, unixSeconds } from '@yaocai/domain';
import { asc, desc } from 'drizzle-orm';
import { wordsOnlyForBanned } from '../catalogue';
import type { Db } from '../db/client';
import { helpArticles, helpCategories, hotWords } from '../db/schema/index';
import { defaultManager } from './managers';
import { readSettings } from './settings';

async function helpTree(db: Db): Promise<SiteConfig['help']> {
  const [categoryRows, articleRows] = await Promise.all([
    db.select().from(helpCategories).orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
    db
      .select({ id: helpArticles.id, name: helpArticles.title, categoryId: helpArticles.categoryId })
      .from(helpArticles)
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id)),
  ]);
  return categoryRows.map((category) => ({
    id: category.id,
    name: category.name,
    children: articleRows
      .filter((article) => article.categoryId === category.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

export async function siteConfigFor(db: Db, siteUrl: string, wechatLogin: boolean): Promise<SiteConfig> {
  const [settings, admin, help, words] = await Promise.all([
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
    helpTree(db),
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
    help,
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

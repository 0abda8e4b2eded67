/// <reference types="node" />
// (the seed modules read here build data URIs with Buffer)
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
// The seeded content is data-only modules of the API's seed; reading them here keeps the check next to the
// route table it is checked against (a seeded link must land on a page this app has built).
import { advertRows, navRows, siteSettingRows } from '../../api/src/seed/base-data';
import { friendLinkRows } from '../../api/src/seed/content-data';
import { helpArticleRows } from '../../api/src/seed/help-data';
import { createRoutes } from './routes';

/** Routes that exist only to say "not here": a seeded link must never end on one of them. */
const DEAD_ENDS = new Set(['unknown', 'activity', 'not_found', 'no_activity']);

/** The leaf route a same-origin address resolves to, or null when it resolves to none / a dead end. */
function pageOf(href: string): string | null {
  const url = new URL(href, 'https://yaocai.test');
  const leaf = matchRoutes(createRoutes(), url.pathname)?.at(-1)?.route.id;
  return leaf && !DEAD_ENDS.has(leaf) ? leaf : null;
}

/** Nav urls that are not links by design (spec §9): empty = 活动未开始, '*…#text' = a message. */
const isMessageEntry = (url: string) => url === '' || url.startsWith('*');

function seededLinks(): { where: string; url: string }[] {
  const nav = navRows.flatMap((row) => [
    { where: `nav ${row.name}`, url: row.url },
    ...row.children.map((child: { name: string; url: string }) => ({
      where: `nav ${child.name}`,
      url: child.url,
    })),
  ]);
  const adverts = advertRows.map((row) => ({ where: `advert ${row.title}`, url: row.url }));
  const tech = siteSettingRows.tech_support as { name: string; url: string };
  const licences = siteSettingRows.licences as { label: string; url?: string }[];
  // The help articles' own links (/help/xrzn/hyzc?id=66, /help/zfps/ypth…).
  const articles = helpArticleRows().flatMap((article) =>
    [...article.body.matchAll(/href="([^"]+)"/g)].map((match) => ({
      where: `article ${article.title}`,
      url: match[1] ?? '',
    })),
  );
  return [
    ...articles,
    ...nav.filter((link) => !isMessageEntry(link.url)),
    ...adverts.filter((link) => link.url !== ''),
    { where: 'footer 技术支持', url: tech.url },
    ...licences.flatMap((licence) =>
      licence.url ? [{ where: `licence ${licence.label}`, url: licence.url }] : [],
    ),
  ];
}

describe('given the seeded nav, adverts and footer', () => {
  it('every same-origin link opens a page the app has built', () => {
    const dead = seededLinks()
      .filter((link) => !/^https?:\/\//.test(link.url))
      .filter((link) => pageOf(link.url) === null)
      .map((link) => `${link.where} → ${link.url}`);
    expect(dead).toEqual([]);
  });

  it('friend links leave for a full https address', () => {
    for (const link of friendLinkRows) expect(link.url).toMatch(/^https:\/\/[^/]+\//);
  });

  it('shows no placeholder in the footer: no XXXX licence, no doubled 技术支持, no chat frame without a service', () => {
    const licences = siteSettingRows.licences as { value: string }[];
    expect(licences.filter((licence) => /X{3,}/.test(licence.value))).toEqual([]);
    expect((siteSettingRows.tech_support as { name: string }).name).not.toMatch(/^技术支持/);
    expect(siteSettingRows.chat_url).toBe('');
  });
});

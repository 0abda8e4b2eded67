import { z } from 'zod';
import { ADVERT_STATES } from '../print/content-labels';
import { isSafeLinkUrl, isSiteRelative } from '../urls';
import { flag, idParam, intParam, oneLineText, pageOf, pageQuery } from './common';
import { PICTURE_PATH } from './ids';

/*
 * 运营's content screens in the console (issue #26 §2 "Content", docs/console.md): adverts and banners, the nav,
 * hot words. Every write is audited and clears the buyer-facing display caches.
 */

const sortOrder = intParam('排序', { min: 0, max: 9999 }).default(0);

/** A link operators type: '' (links nowhere), a site path or an http(s) address (DESIGN.md "Security model"). */
export const linkInput = (label: string) =>
  oneLineText(label)
    .max(500, { error: `${label}最多500个字符` })
    .refine((url) => url === '' || isSafeLinkUrl(url), {
      error: `${label}须为本站路径（以 / 开头）或 http(s) 地址`,
    });

/** A time of a window: ISO 8601 (the form's local time with its offset), or null for open-ended. */
const windowTime = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .refine((text) => !Number.isNaN(Date.parse(text)), { error: `${label}格式不正确` })
    .nullable()
    .default(null);

/** A picture of the picture store (`/api/picture/<key>.webp`): uploaded through POST /api/console/pictures. */
export const storedPictureUrl = z
  .string({ error: '请上传图片' })
  .regex(new RegExp(`^${PICTURE_PATH}[0-9a-f]{20}\\.webp$`), { error: '请上传图片' });

/* ---------- adverts and banners ---------- */

export const advertBody = z
  .strictObject({
    position_id: idParam('广告位'),
    title: oneLineText('标题').min(1, { error: '请填写标题' }).max(40, { error: '标题最多40字' }),
    image: storedPictureUrl,
    url: linkInput('链接').default(''),
    sort: sortOrder,
    starts_at: windowTime('开始时间'),
    ends_at: windowTime('结束时间'),
  })
  .refine(
    (body) =>
      body.starts_at === null ||
      body.ends_at === null ||
      Date.parse(body.starts_at) < Date.parse(body.ends_at),
    { error: '结束时间须晚于开始时间', path: ['ends_at'] },
  );
export type AdvertBody = z.infer<typeof advertBody>;

export const advertIdParams = z.strictObject({ id: idParam('广告') });

export const advertState = z.enum(ADVERT_STATES);

export const consoleAdvert = z.object({
  id: z.number().int(),
  position_id: z.number().int(),
  position_name: z.string(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  sort: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: advertState,
});
export type ConsoleAdvert = z.infer<typeof consoleAdvert>;

export const adPosition = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const consoleAdverts = z.object({ positions: z.array(adPosition), list: z.array(consoleAdvert) });
export type ConsoleAdverts = z.infer<typeof consoleAdverts>;

export const consoleAdvertQuery = z.strictObject({
  position_id: idParam('广告位').optional(),
});

/** POST /api/console/pictures: where the uploaded picture is served. */
export const uploadedPicture = z.object({ image: z.string() });

/* ---------- nav and hot words ---------- */

/**
 * A nav item's link: a link as above, or the spec's '*…#提示' form (the item shows a message instead of leading
 * anywhere, e.g. an activity not started yet).
 */
const navLink = oneLineText('链接')
  .max(500, { error: '链接最多500个字符' })
  .refine((url) => url === '' || isSafeLinkUrl(url) || /^\*[^#]*#.+$/.test(url), {
    error: '链接须为本站路径（以 / 开头）、http(s) 地址或「*#提示文字」',
  });

export const navBody = z.strictObject({
  name: oneLineText('名称').min(1, { error: '请填写名称' }).max(10, { error: '名称最多10字' }),
  url: navLink.default(''),
  sort: sortOrder,
  is_open: flag.default(0),
});
export type NavBody = z.infer<typeof navBody>;
export const navIdParams = z.strictObject({ id: idParam('导航') });

export const consoleNavItem = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  url: z.string(),
  sort: z.number().int(),
  is_open: flag,
});
export const consoleNav = z.object({ list: z.array(consoleNavItem) });
export type ConsoleNav = z.infer<typeof consoleNav>;

export const hotWordBody = z.strictObject({
  word: oneLineText('热词').min(1, { error: '请填写热词' }).max(20, { error: '热词最多20字' }),
  pinned: flag.default(1),
  sort: sortOrder,
});
export type HotWordBody = z.infer<typeof hotWordBody>;
export const hotWordIdParams = z.strictObject({ id: idParam('热词') });

export const consoleHotWord = z.object({
  id: z.number().int(),
  word: z.string(),
  pinned: flag,
  sort: z.number().int(),
});
export const consoleHotWords = z.object({ list: z.array(consoleHotWord) });
export type ConsoleHotWords = z.infer<typeof consoleHotWords>;

/* ---------- station messages from the platform ---------- */

/** The rules of a platform message (ops `message` and the console both parse with these). */
export const messageTitle = oneLineText('消息标题')
  .min(1, { error: '请填写消息标题' })
  .max(50, { error: '消息标题最多50字' });
export const messageText = z
  .string({ error: '消息正文必须是文字' })
  .trim()
  .max(500, { error: '消息正文最多500字' })
  .default('');
export const messageLink = oneLineText('链接')
  .max(200, { error: '链接最多200个字符' })
  .refine((url) => url === '' || (isSiteRelative(url) && !/\s/.test(url)), {
    error: '链接须为本站页面路径，如 /zhzx/zzzj',
  })
  .default('');

export const consoleMessageBody = z
  .strictObject({
    /** One company's logins, or every login of a company (all buyers). */
    to: z.enum(['company', 'all'], { error: '请选择发送对象' }),
    company_id: idParam('企业').optional(),
    title: messageTitle,
    body: messageText,
    link: messageLink,
  })
  .refine((body) => body.to === 'all' || body.company_id !== undefined, {
    error: '请选择企业',
    path: ['company_id'],
  });
export type ConsoleMessageBody = z.infer<typeof consoleMessageBody>;

export const sentMessage = z.object({
  /** The send's key (one per send, shared by its recipients' messages). */
  key: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  recipients: z.number().int(),
  read: z.number().int(),
  sent_at: z.string(),
});
export const sentMessagePage = pageOf(sentMessage);
export type SentMessagePage = z.infer<typeof sentMessagePage>;
export const sentMessageQuery = pageQuery;
export const sendResult = z.object({ key: z.string(), recipients: z.number().int() });

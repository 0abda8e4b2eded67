import { isSafeLinkUrl, PICTURE_PATH } from '@yaocai/domain';
import sanitizeHtml from 'sanitize-html';
import { PICTURE_FILE } from '../lib/picture-address';

/*
 * Operators write articles as rich text; buyers' browsers render it as HTML. Threat: an operator account (or a
 * paste from a hostile page) plants script in a page every buyer opens. sanitize-html's allow-list (a parser, not
 * regular expressions) keeps only the tags and attributes below; links must be http(s) or site-relative (the
 * same rule as adverts, `isSafeLinkUrl`), pictures must come from the picture store, and nothing else survives:
 * no script or style, no event handlers, no javascript:/data: addresses, no inline styles. It runs when an
 * article is written and again when it is read, so a row written before a rule changed is still served clean.
 */
/** A picture the store serves (`/api/picture/<key>.webp`), nothing else: no other host, path or data: address. */
const isStoredPicture = (src: string) =>
  src.startsWith(PICTURE_PATH) && PICTURE_FILE.test(src.slice(PICTURE_PATH.length));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sup',
    'sub',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    // target and rel are only ever the transform's (below): an operator's own are replaced.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // An unsafe address is dropped (the text stays); other sites open in a new tab without the opener.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const title: sanitizeHtml.Attributes = attribs.title ? { title: attribs.title } : {};
      if (!isSafeLinkUrl(href)) return { tagName, attribs: title };
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...title, href, target: '_blank', rel: 'noopener noreferrer' }
          : { ...title, href },
      };
    },
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isStoredPicture(frame.attribs.src ?? ''),
};

/** Article HTML with everything outside the allow-list removed. */
export function sanitiseArticle(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const SUMMARY_MAX = 200;

/** The article's plain text (tags dropped, whitespace collapsed), at most 200 characters: for lists. */
export function articleSummary(html: string): string {
  // A space where a block ends, so paragraphs do not run into each other.
  const spaced = html.replace(/<(\/p|br|\/h[2-4]|\/li|\/td|\/th|\/tr|\/dd|\/dt)\b/gi, ' <$1');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX)}…` : text;
}

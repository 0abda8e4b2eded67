import { useId } from 'react';
import { type RenderLink, renderAnchor } from '../../link';
import {
  Column,
  FriendLinks,
  HelpGroup,
  HelpRow,
  HelpTitle,
  Legal,
  LicenceList,
  PlainList,
  QrFigure,
  QrRow,
  Root,
} from './SiteFooter.styles';

/** Required on every page of a Chinese online pharmacy platform, so it is not a prop. */
const DRUG_ADVERTISING_STATEMENT =
  '本网站不发布含有毒性、麻醉、精神、放射性及戒毒药品信息，不发布未经审批的药品广告。';

export interface HelpArticle {
  /** Article id. */
  id: number | string;
  /** Article title, e.g. 会员注册. */
  name: string;
  /** The page it opens, e.g. /help/xrzn/hyzc; without it `helpHref` decides. */
  href?: string;
}

export interface HelpCategory {
  /** Category title, e.g. 新人指南. */
  name: string;
  /** Articles listed under the title. */
  children: HelpArticle[];
}

export interface Licence {
  /** What the number is, e.g. 互联网药品信息服务资格证书. */
  label: string;
  /** The number, e.g. (京)-经营性-2024-0012. */
  value: string;
  /** An invented demo number, not a real one: printed with 示例 so nobody takes it for the site's licence. */
  sample?: boolean;
}

export interface FriendLink {
  /** Site name, e.g. 国家药品监督管理局. */
  name: string;
  /** Its address (http(s) or site-relative). */
  href: string;
}

export interface SiteFooterProps {
  /** Help categories and their articles. @default [] */
  helpCategories?: HelpCategory[];
  /** Where a help article links. @default its `href`, else `/help?id=${article.id}` */
  helpHref?: (article: HelpArticle) => string;
  /** Licence and filing numbers shown above the copyright. @default [] */
  licences?: Licence[];
  /** The page that shows the licences (网站资质); the list then ends with a link to it. */
  licencesHref?: string;
  /** Further company notices, shown after the drug advertising statement. @default [] */
  notices?: string[];
  /** WeChat official account QR. */
  wechatQrSrc?: string;
  /** App download QR. */
  appQrSrc?: string;
  /** 友情链接 shown above the licences; external ones open in a new tab. @default [] */
  links?: FriendLink[];
  /** Technical support credit, e.g. { name: '药采科技', href: 'https://…' }. */
  techSupport?: { name: string; href: string };
  /** Copyright year. @default the current year */
  year?: number;
  /** Renders every link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** Another site's address: opened in a new tab rather than through the app's router. */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

const defaultHelpHref = (article: HelpArticle) => article.href ?? `/help?id=${article.id}`;

/** The site footer: help centre links, QR codes, friendly links, licences, statutory notices and copyright. */
export function SiteFooter({
  helpCategories = [],
  helpHref = defaultHelpHref,
  licences = [],
  licencesHref,
  notices = [],
  wechatQrSrc,
  appQrSrc,
  techSupport,
  links = [],
  year = new Date().getFullYear(),
  renderLink = renderAnchor,
}: SiteFooterProps) {
  const linksTitleId = useId();
  return (
    <Root data-ui="SiteFooter">
      <Column>
        <HelpRow>
          {helpCategories.map((category) => (
            <HelpGroup key={category.name}>
              <HelpTitle>{category.name}</HelpTitle>
              <PlainList>
                {category.children.map((article) => (
                  <li key={article.id}>{renderLink({ href: helpHref(article), children: article.name })}</li>
                ))}
              </PlainList>
            </HelpGroup>
          ))}
          <QrRow>
            {wechatQrSrc && (
              <QrFigure>
                <img src={wechatQrSrc} alt="药采官方微信二维码" loading="lazy" />
                <figcaption>关注官方微信</figcaption>
              </QrFigure>
            )}
            {appQrSrc && (
              <QrFigure>
                <img src={appQrSrc} alt="药采APP下载二维码" loading="lazy" />
                <figcaption>下载药采APP</figcaption>
              </QrFigure>
            )}
          </QrRow>
        </HelpRow>
        {links.length > 0 && (
          <FriendLinks aria-labelledby={linksTitleId}>
            <h2 id={linksTitleId}>友情链接</h2>
            <ul>
              {links.map((link) => (
                <li key={`${link.name}-${link.href}`}>
                  {isExternal(link.href) ? (
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  ) : (
                    renderLink({ href: link.href, children: link.name })
                  )}
                </li>
              ))}
            </ul>
          </FriendLinks>
        )}
        <Legal>
          {licences.length > 0 && (
            <LicenceList aria-label="资质证照">
              {licences.map((licence) => (
                <li key={licence.label}>
                  {licence.label}：{licence.value}
                  {licence.sample && '（示例编号）'}
                </li>
              ))}
              {licencesHref && <li>{renderLink({ href: licencesHref, children: '查看网站资质' })}</li>}
            </LicenceList>
          )}
          <p>{DRUG_ADVERTISING_STATEMENT}</p>
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
          <p>
            © {year} 药采 版权所有
            {techSupport && (
              <> 技术支持：{renderLink({ href: techSupport.href, children: techSupport.name })}</>
            )}
          </p>
        </Legal>
      </Column>
    </Root>
  );
}

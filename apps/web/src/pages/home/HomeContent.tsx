import type { FocusCommon } from '@yaocai/domain';
import { AdvertBanner, BrandCard, Carousel, CategoryMenu } from '@yaocai/ui';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { BOTTOM_BANNER_ID, useBanner, useFocus } from '../../data/use-focus';
import { advertProps } from '../../layout/advert-props';
import { useClosableAdvert } from '../../lib/closed-adverts';
import { renderRouterLink } from '../../lib/render-link';
import { CardTitle } from './HomePage.styles';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[5]};
`;

const Brands = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${({ theme }) => theme.space[3]};
`;

const BRAND_STRIP = 12;

/** The four category menus of spec §1, as /api/focus delivers their trees. */
const CATEGORY_MENUS = [
  { tree: 'category', label: '全部', title: '全部商品分类' },
  { tree: 'category_yx', label: '优选', title: '优选热销分类' },
  { tree: 'category_zy', label: '自营', title: '自营商品分类' },
  { tree: 'category_qx', label: '渠道', title: '区域渠道分类' },
] as const satisfies readonly { tree: keyof FocusCommon; label: string; title: string }[];

/** One button a menu, on the menu's width (200 px); the pressed one is the menu shown. */
const MenuSwitch = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  height: 28px;

  & button {
    border: 0;
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  & button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.textInverse};
    background: ${({ theme }) => theme.colors.toolbar};
  }
`;

/**
 * The category menus beside the carousel: general (全部商品分类), premium-selling, self-operated and regional
 * channels (spec §1), one at a time; a menu whose tree is empty is not offered. Every category, whichever tree,
 * opens its products on /list (the list filters by any tree's category).
 */
export function HomeCategoryMenu() {
  const { data: focus } = useFocus();
  const [chosen, setChosen] = useState<(typeof CATEGORY_MENUS)[number]['tree']>('category');
  if (!focus) return <div />;
  const menus = CATEGORY_MENUS.filter((menu) => focus[menu.tree].length > 0);
  const shown = menus.find((menu) => menu.tree === chosen) ?? menus[0];
  if (!shown) return <div />;
  return (
    <div>
      {menus.length > 1 && (
        <MenuSwitch role="group" aria-label="分类菜单">
          {menus.map((menu) => (
            <button
              key={menu.tree}
              type="button"
              aria-pressed={menu === shown}
              onClick={() => setChosen(menu.tree)}
            >
              {menu.label}
            </button>
          ))}
        </MenuSwitch>
      )}
      <CategoryMenu
        key={shown.tree}
        title={shown.title}
        categories={focus[shown.tree]}
        hrefFor={(category) => `/list?category_id=${category.id}`}
        renderLink={renderRouterLink}
      />
    </div>
  );
}

/** The home carousel: every slide of rnss (/api/focus), with its dots, moving on by itself (the library's Carousel). */
export function HeroBanner() {
  const { data: focus } = useFocus();
  if (!focus || focus.rnss.length === 0) return null;
  return (
    <Carousel
      label="首页活动"
      slides={focus.rnss.map((slide, index) => ({
        key: slide.id ?? slide.image,
        content: (
          <AdvertBanner
            {...advertProps(slide, `首页活动 ${index + 1}`)}
            variant="top"
            closable={false}
            // The first slide is the home page's largest paint; the others wait until they are shown.
            priority={index === 0}
            loading="lazy"
            // The carousel's banners are 1200×300.
            width={1200}
            height={300}
          />
        ),
      }))}
    />
  );
}

/** 品牌专区 strip: the first brands of /api/focus, each opening its product list. */
export function BrandStrip() {
  const { data: focus } = useFocus();
  if (!focus || focus.brand.length === 0) return null;
  return (
    <Section aria-labelledby="brand-strip-title">
      <CardTitle id="brand-strip-title">品牌专区</CardTitle>
      <Brands>
        {focus.brand.slice(0, BRAND_STRIP).map((brand) => (
          <li key={brand.id}>
            <BrandCard
              name={brand.name}
              logoSrc={brand.logo || undefined}
              href={`/list?brand_id=${brand.id}`}
              renderLink={renderRouterLink}
            />
          </li>
        ))}
      </Brands>
    </Section>
  );
}

/**
 * Keeps the foot of the page clear of the advert pinned over it: while it is shown, its height is the CSS variable
 * `--bottom-advert-height` that the layout leaves under the footer, so the footer's last lines scroll above it.
 */
function useReservedFoot(section: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const advert = section.current?.firstElementChild;
    if (!shown || !advert || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--bottom-advert-height', `${advert.getBoundingClientRect().height}px`),
    );
    observer.observe(advert);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--bottom-advert-height');
    };
  }, [section, shown]);
}

/** The bottom advert (banner 121) with its close button; closed, it stays closed this browser session. */
export function BottomBanner() {
  const banner = useBanner(BOTTOM_BANNER_ID).data;
  const [open, close] = useClosableAdvert(banner ? `bottom:${banner.id ?? banner.image}` : null);
  const section = useRef<HTMLElement>(null);
  useReservedFoot(section, Boolean(banner && open));
  if (!banner || !open) return null;
  return (
    <Section aria-label="底部广告" ref={section}>
      <AdvertBanner {...advertProps(banner, '底部广告')} variant="bottom" open={open} onClose={close} />
    </Section>
  );
}

import { AdvertBanner, BrandCard, CategoryMenu } from '@yaocai/ui';
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

/** 全部商品分类 (the category tree of /api/focus), beside the carousel. */
export function HomeCategoryMenu() {
  const { data: focus } = useFocus();
  if (!focus) return <div />;
  return (
    <CategoryMenu
      categories={focus.category}
      hrefFor={(category) => `/list?category_id=${category.id}`}
      renderLink={renderRouterLink}
    />
  );
}

/** The home carousel's first slide (rnss of /api/focus). */
export function HeroBanner() {
  const { data: focus } = useFocus();
  const first = focus?.rnss[0];
  if (!first) return null;
  return (
    <AdvertBanner
      src={first.image}
      href={first.url || undefined}
      alt="首页活动"
      variant="top"
      closable={false}
      // The hero is the home page's largest paint; its banners are 1200×300.
      priority
      width={1200}
      height={300}
      renderLink={renderRouterLink}
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

/** The bottom advert (banner 121) with its close button; closed, it stays closed this browser session. */
export function BottomBanner() {
  const banner = useBanner(BOTTOM_BANNER_ID).data;
  const [open, close] = useClosableAdvert(banner ? `bottom:${banner.id ?? banner.image}` : null);
  if (!banner || !open) return null;
  return (
    <Section aria-label="底部广告">
      <AdvertBanner {...advertProps(banner, '底部广告')} variant="bottom" open={open} onClose={close} />
    </Section>
  );
}

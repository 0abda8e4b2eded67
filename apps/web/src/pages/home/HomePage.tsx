import { useFocus } from '../../data/use-focus';
import { useEverydayPrice, useRecommendations, useSpike } from '../../data/use-promotions';
import { useSite } from '../../data/use-site';
import { useUser } from '../../data/use-user';
import { OffscreenBlock, PageWidth } from '../../layout/page.styles';
import { DrawBanners } from './DrawBanners';
import { DrawPopup } from './DrawPopup';
import { NewcomerBanner, SideBanners, TopRightAdverts } from './HomeAdverts';
import { BottomBanner, BrandStrip, HeroBanner, HomeCategoryMenu } from './HomeContent';
import { Columns, HeroRow, HeroSlot } from './HomePage.styles';
import { HotWordsCard } from './HotWordsCard';
import { NewsCard } from './NewsCard';
import { EverydayPrice, FlashSale, Recommendations } from './Promotions';
import { WelcomeCard } from './WelcomeCard';

/**
 * / — carousel banner with the top-right advert list, the buyer's welcome card, platform announcements, hot
 * search words, the brand strip and the closable bottom banner, with the flash sale (countdown from the
 * server clock), everyday prices, the newcomers' banner and recommendations between; side banners float
 * beside the page, with the prize draw's banners and popup. (The top advert above the header comes from the layout's `topAdvert` flag.)
 */
export function HomePage() {
  const site = useSite();
  const account = useUser();
  return (
    <PageWidth>
      <SideBanners />
      <DrawBanners />
      <DrawPopup />
      <HeroRow>
        <HomeCategoryMenu />
        <HeroSlot>
          <HeroBanner />
        </HeroSlot>
        <div>
          <TopRightAdverts />
        </div>
      </HeroRow>
      <Columns>
        <WelcomeCard
          user={account.data ?? null}
          isLoading={account.isLoading}
          failed={Boolean(account.error)}
          onRetry={account.retry}
        />
        <NewsCard />
        <HotWordsCard
          words={site.data?.hot_words}
          isLoading={site.isLoading}
          failed={Boolean(site.error) && !site.data}
          onRetry={site.retry}
        />
      </Columns>
      <LowerSections />
    </PageWidth>
  );
}

/**
 * The blocks under the welcome row appear together, once each of their answers is in (or failed): shown one by
 * one, every late block pushed the ones below it down the screen (desktop CLS 0.2).
 */
function LowerSections() {
  const spike = useSpike();
  const everyday = useEverydayPrice();
  const focus = useFocus();
  const recommendations = useRecommendations();
  const settled =
    !spike.isLoading && !everyday.isLoading && !recommendations.isLoading && (focus.data || focus.error);
  if (!settled) return null;
  // Below the first screen: each block is laid out and painted when it comes near the viewport.
  return (
    <>
      <OffscreenBlock $height={420}>
        <FlashSale />
      </OffscreenBlock>
      <OffscreenBlock $height={420}>
        <EverydayPrice />
      </OffscreenBlock>
      <NewcomerBanner />
      <OffscreenBlock $height={820}>
        <Recommendations />
      </OffscreenBlock>
      <OffscreenBlock $height={160}>
        <BrandStrip />
      </OffscreenBlock>
      <BottomBanner />
    </>
  );
}

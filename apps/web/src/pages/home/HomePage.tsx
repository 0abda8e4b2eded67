import { useSite } from '../../data/use-site';
import { useUserBase } from '../../data/use-user';
import { PageWidth } from '../../layout/page.styles';
import { sessionFlag } from '../../lib/session-flag';
import { BottomBanner, BrandStrip, HeroBanner } from './HomeContent';
import { Columns } from './HomePage.styles';
import { HotWordsCard } from './HotWordsCard';
import { EverydayPrice, FlashSale, Recommendations } from './Promotions';
import { WelcomeCard } from './WelcomeCard';

/**
 * / — carousel banner, the buyer's welcome card, hot search words, the brand strip and the closable bottom
 * banner, with the flash sale (countdown from the server clock), everyday prices and recommendations between.
 */
export function HomePage() {
  const site = useSite();
  const account = useUserBase();
  return (
    <PageWidth>
      <HeroBanner />
      <Columns>
        <WelcomeCard
          user={account.user}
          isLoading={account.isLoading}
          failed={Boolean(account.error) && sessionFlag.isSignedIn()}
          onRetry={account.retry}
        />
        <HotWordsCard
          words={site.site?.hot_words}
          isLoading={site.isLoading}
          failed={Boolean(site.error) && !site.site}
          onRetry={site.retry}
        />
      </Columns>
      <FlashSale />
      <EverydayPrice />
      <Recommendations />
      <BrandStrip />
      <BottomBanner />
    </PageWidth>
  );
}

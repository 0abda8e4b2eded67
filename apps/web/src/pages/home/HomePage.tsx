import { useSite } from '../../data/use-site';
import { useUserBase } from '../../data/use-user';
import { PageWidth } from '../../layout/page.styles';
import { sessionFlag } from '../../lib/session-flag';
import { Columns } from './HomePage.styles';
import { HotWordsCard } from './HotWordsCard';
import { WelcomeCard } from './WelcomeCard';

/** / — a modest home until the catalogue arrives: a welcome card and the hot search words. */
export function HomePage() {
  const site = useSite();
  const account = useUserBase();
  return (
    <PageWidth>
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
    </PageWidth>
  );
}
